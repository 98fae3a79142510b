#!/usr/bin/env node
// `npm run test:any-date`: the unit and API tests on PGlite with the process's clock moved, to prove
// the suite passes on any date (docs/decisions/0121). Each run moves the clock of every process it
// starts (Vitest and its workers, PGlite inside them) by libfaketime, Debian's `faketime` package:
//   - a year ahead;
//   - the Saturday night London's clocks next go back, a few minutes before they do (01:55 BST), so
//     the run crosses the change;
//   - 29 February 2028 (or the next 29 February after today).
// Only the wall clock moves; the monotonic clock that timers use stays real. Pass a scenario's name
// (`year-ahead`, `clocks-go-back`, `leap-day`) to run that one alone, test files to run only those,
// and options to pass them to Vitest.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIBRARIES = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/faketime/libfaketimeMT.so.1',
  '/usr/local/lib/faketime/libfaketimeMT.so.1',
];

function findLibfaketime() {
  const found = () => LIBRARIES.find((file) => fs.existsSync(file));
  if (found()) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing libfaketime (Debian’s faketime package)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'faketime'], {
      stdio: 'inherit',
      env,
    });
  }
  const library = found();
  if (!library) {
    console.error('libfaketime is missing: install it (Debian/Ubuntu: apt-get install faketime).');
    process.exit(1);
  }
  return library;
}

const DAY_MS = 86_400_000;

/** The last Sunday of October of `year`, at 00:55 UTC (01:55 BST): five minutes before the clocks go back. */
function beforeClocksGoBack(year) {
  const lastOfOctober = new Date(Date.UTC(year, 9, 31, 0, 55));
  return new Date(lastOfOctober.getTime() - lastOfOctober.getUTCDay() * DAY_MS);
}

function nextClocksGoBack(now) {
  const thisYear = beforeClocksGoBack(now.getUTCFullYear());
  return thisYear > now ? thisYear : beforeClocksGoBack(now.getUTCFullYear() + 1);
}

function nextLeapDay(now) {
  for (let year = Math.max(2028, now.getUTCFullYear()); ; year++) {
    const day = new Date(Date.UTC(year, 1, 29, 12));
    if (day.getUTCMonth() === 1 && day > now) return day;
  }
}

const now = new Date();
const scenarios = [
  { name: 'year-ahead', label: 'a year ahead', at: new Date(now.getTime() + 365 * DAY_MS) },
  { name: 'clocks-go-back', label: 'the night London’s clocks go back', at: nextClocksGoBack(now) },
  { name: 'leap-day', label: '29 February', at: nextLeapDay(now) },
];

const names = new Set(scenarios.map((s) => s.name));
const chosen = process.argv.slice(2).filter((arg) => names.has(arg));
const others = process.argv.slice(2).filter((arg) => !names.has(arg));
// Files or folders named run instead of all the unit and API tests; options go to Vitest.
const files = others.filter((arg) => !arg.startsWith('-'));
const vitestArgs = others.filter((arg) => arg.startsWith('-'));
const library = findLibfaketime();
const results = [];
const resultsDir = path.join(root, '.test-results');
fs.mkdirSync(resultsDir, { recursive: true });

for (const scenario of scenarios) {
  if (chosen.length > 0 && !chosen.includes(scenario.name)) continue;
  // An offset, not an absolute start: every process the run starts sees the same moved clock.
  const offsetSeconds = Math.round((scenario.at.getTime() - Date.now()) / 1000);
  const out = path.join(resultsDir, `vitest-any-date-${scenario.name}.json`);
  console.log(`\n▶ ${scenario.label}: the clock starts at ${scenario.at.toISOString()}`);
  const env = {
    ...process.env,
    TEST_DATABASE: 'pglite',
    LD_PRELOAD: library,
    FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    DONT_FAKE_MONOTONIC: '1',
  };
  // PGlite only: a shared PostgreSQL server keeps its own, real clock.
  delete env.DATABASE_URL;
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      ...(files.length > 0 ? files : ['test/unit', 'test/api', 'src']),
      // libfaketime makes every read of the clock dearer, and PGlite reads it often: the
      // timeouts are widened, since this run is about dates, not speed.
      '--testTimeout=120000',
      '--hookTimeout=300000',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...vitestArgs,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  let report;
  try {
    report = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    report = undefined;
  }
  const passed = report?.numPassedTests ?? 0;
  const failed = report ? report.numFailedTests + (run.status === 0 || report.numFailedTests > 0 ? 0 : 1) : 1;
  results.push({ scenario, passed, failed, skipped: report ? report.numPendingTests : 0 });
}

console.log('');
for (const { scenario, passed, failed, skipped } of results) {
  console.log(
    `${failed === 0 ? '✓' : '✗'} ${scenario.label} (${scenario.at.toISOString()}): ${passed} passed, ${failed} failed, ${skipped} skipped`,
  );
}
const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
