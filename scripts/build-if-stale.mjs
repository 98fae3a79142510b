// Builds the client when it is missing or older than its sources. Used by `npm start` and the benchmark.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildClient } from './build-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const builtEntry = path.join(root, 'dist/ssr/entry-server.js');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function clientIsStale() {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtEntry)) return true;
  const built = Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtEntry).mtimeMs);
  const sources = [
    'src/client',
    'src/common',
    'vite.config.ts',
    'package-lock.json',
    'scripts/build-client.mjs',
  ].map((p) => path.join(root, p));
  return sources.some((p) => newestMtime(p) > built);
}

export function buildClientIfStale() {
  if (!fs.existsSync(path.join(root, 'src/client/index.html')) || !clientIsStale()) return false;
  console.info('Building the client…');
  buildClient();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildClientIfStale();
