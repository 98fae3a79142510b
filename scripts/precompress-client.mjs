// Writes .br and .gz copies of the built client's text files next to them (once per build), so
// the server sends them compressed at the highest levels without compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const isFresh = (copy, source) => fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= source.mtimeMs;

/** Compresses what is missing or older than its file; returns how many files it wrote. */
export function precompressClient(clientDir) {
  let written = 0;
  for (const file of files(clientDir)) {
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const brotli = `${file}.br`;
    const gzip = `${file}.gz`;
    if (isFresh(brotli, stat) && isFresh(gzip, stat)) continue;
    const content = fs.readFileSync(file);
    fs.writeFileSync(
      brotli,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(gzip, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    written += 2;
  }
  return written;
}
