#!/usr/bin/env node
// Fails when code under src/server/modules makes its own time (docs/decisions/0054). The time the
// rules go by is the app's clock (`app.clock`, a test's controlled one under test), passed in as a
// service's context or a required `now`: a `new Date()` with no arguments or a `Date.now()` there
// would be a second clock the tests cannot move. Dates built from a value (`new Date(iso)`) are fine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = path.join(root, 'src/server/modules');
const OWN_TIME = /\bnew\s+Date\s*\(\s*\)|\bDate\s*\.\s*now\s*\(/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
  }
}

const found = [];
for (const file of sourceFiles(modules)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const match of line.matchAll(OWN_TIME)) {
      found.push(`${path.relative(root, file)}:${i + 1}: ${match[0]}`);
    }
  });
}

if (found.length > 0) {
  console.error(
    `${found.length} place(s) under src/server/modules make their own time; take it from the app's clock:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log('No code under src/server/modules makes its own time: every rule reads the app’s clock.');
