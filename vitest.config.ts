import { configDefaults, defineConfig } from 'vitest/config';

// Tests in test/resilience restart PostgreSQL, which would break every other test using it: they
// run alone, after everything else, with TEST_SUITE=resilience (see scripts/test.mjs).
const resilience = process.env.TEST_SUITE === 'resilience';
const postgres = process.env.TEST_DATABASE === 'postgres';

// Some files test one database only: the races need PostgreSQL's concurrent sessions, and the bundled
// server, its log lines and its traces are tested once per run (on the PGlite stage). They are left out of the other stage rather
// than counted there as skipped.
const onlyOnPostgres = ['test/concurrency/**'];
const onlyOnPglite = [
  'test/process/server-bundle.test.ts',
  'test/process/logs.test.ts',
  'test/process/tracing.test.ts',
  // Every lucide icon drawn two ways: no database in it, and 2,000 modules to load.
  'test/unit/lucide-icon.test.ts',
];

export default defineConfig({
  test: {
    include: resilience ? ['test/resilience/**/*.test.ts'] : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: resilience
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'test/resilience/**', ...(postgres ? onlyOnPglite : onlyOnPostgres)],
    // Migrated and seeded once per run; each file starts from a copy (test/helpers/database-snapshots.ts).
    globalSetup: resilience ? [] : ['test/helpers/database-snapshots.ts'],
    environment: 'node',
    // Each file opens its own database (a copy of the run's snapshot), so files run in parallel safely.
    pool: 'forks',
    maxWorkers: resilience ? 1 : 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
