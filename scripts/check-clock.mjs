#!/usr/bin/env node
// Fails when code under src/server or src/common makes its own time (docs/decisions/0054, 0121).
// The time every rule goes by is the app's clock (`app.clock`, a test's controlled one under test),
// passed in as a service's context or a required `now`; a shared schema that needs the time takes it
// as a parameter. A `new Date()` with no arguments or a `Date.now` there would be a second clock the
// tests cannot move. Dates built from a value (`new Date(iso)`) are fine.
//
// Only the composition roots may read the machine's clock: where the app, the server and the worker
// are built and handed their clock. Scripts live outside src and are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checked = ['src/server', 'src/common'];
const compositionRoots = new Set(['src/server/app.ts', 'src/server/server.ts', 'src/server/worker.ts']);
// A call or a reference (`now = Date.now` is a clock too).
const OWN_TIME = /\bnew\s+Date\s*\(\s*\)|\bDate\s*\.\s*now\b/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
  }
}

const found = [];
for (const dir of checked) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (compositionRoots.has(relative) || /\.test\.tsx?$/.test(relative)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const match of line.matchAll(OWN_TIME)) found.push(`${relative}:${i + 1}: ${match[0]}`);
    });
  }
}

if (found.length > 0) {
  console.error(
    `${found.length} place(s) under ${checked.join(' or ')} make their own time; take it from the app's clock:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `No code under ${checked.join(' or ')} makes its own time outside the composition roots: every rule reads the app’s clock.`,
);
