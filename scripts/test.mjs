// `npm test`: every check the project has, in order, with one summary line at the end.
//   typecheck, lint, the lock-file check, the one-clock check, the import boundaries (.dependency-cruiser.cjs), unit + API tests on PGlite, the same API tests on PostgreSQL when DATABASE_URL
//   is set, then (alone, because it restarts PostgreSQL) the database-restart test, then the browser
//   tests in Chromium (found or installed by scripts/find-chromium.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findHeadlessShell } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const childEnv = { ...process.env, ...env };
  // An undefined value removes the variable for that step.
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
  const ok = result.status === 0;
  lines.push(`${ok ? '✓' : '✗'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A check with no test cases (typecheck, lint) counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed++;
  else totals.failed++;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitest(label, database, suite = 'main') {
  const out = path.join(resultsDir, `vitest-${suite}-${database}.json`);
  const ok = run(
    label,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      TEST_DATABASE: database,
      TEST_SUITE: suite,
    },
  );
  const report = readJson(out);
  if (!report) {
    totals.failed++;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

async function browserTests() {
  if (!fs.existsSync(path.join(root, 'playwright.config.ts'))) return;
  let chromium;
  try {
    chromium = await findHeadlessShell();
  } catch (err) {
    console.error(`\n${err.message}`);
    lines.push('✗ browser tests: no Chromium');
    totals.failed++;
    return;
  }
  if (!run('build the client', process.execPath, ['scripts/build-client.mjs'])) {
    totals.failed++;
    return;
  }
  const out = path.join(resultsDir, 'playwright.json');
  const ok = run(
    'browser tests (Playwright, Chromium)',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      // The browser tests' server runs on its own in-memory PGlite (see playwright.config.ts) and keeps its
      // limits in memory: never a database or a Redis shared with other runs.
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    },
  );
  const stats = readJson(out)?.stats;
  if (!stats) {
    totals.failed++;
    return;
  }
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  totals.skipped += stats.skipped;
}

check('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit']);
check('lint and format (biome)', bin('biome'), ['check', '.']);
check('lock file records every platform (scripts/check-lockfile.mjs)', process.execPath, [
  'scripts/check-lockfile.mjs',
]);
check(
  'one clock: no new Date() or Date.now() under src/server or src/common (scripts/check-clock.mjs)',
  process.execPath,
  ['scripts/check-clock.mjs'],
);
check('import boundaries (dependency-cruiser, .dependency-cruiser.cjs)', bin('depcruise'), [
  'src',
  '--config',
  '.dependency-cruiser.cjs',
]);
vitest('unit and API tests on PGlite', 'pglite');
if (process.env.DATABASE_URL) {
  vitest('API tests on PostgreSQL', 'postgres');
  vitest('database restart test on PostgreSQL (restarts the server)', 'postgres', 'resilience');
} else {
  lines.push('- API tests on PostgreSQL skipped: set DATABASE_URL to run them');
}
await browserTests();

console.log(`\n${lines.join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
