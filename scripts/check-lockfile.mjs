#!/usr/bin/env node
// Fails when package-lock.json has lost another platform's optional native package (ADR 0034).
// npm only records the builds the registry offers when the lock is written; a lock written where
// some are missing makes `npm ci` refuse it and can leave macOS or Windows without a native binding.
// Every optional dependency of every locked package must itself be locked, found the way Node
// resolves it: nested under the package first, then in each parent node_modules up to the root.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};

function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

const missing = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const name of Object.keys(meta.optionalDependencies ?? {})) {
    if (!resolves(path, name)) missing.push(`${path || '(root)'} → ${name}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional package(s) of other platforms:`);
  for (const line of missing) console.error(`  ${line}`);
  console.error('Regenerate it with versions the registry offers for every platform (see ADR 0034).');
  process.exit(1);
}
console.log(
  `package-lock.json records every platform's optional packages (${Object.keys(packages).length} entries).`,
);
