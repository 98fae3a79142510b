import { configDefaults, defineConfig } from 'vitest/config';

// Tests in test/resilience restart PostgreSQL, which would break every other test using it: they
// run alone, after everything else, with TEST_SUITE=resilience (see scripts/test.mjs).
const resilience = process.env.TEST_SUITE === 'resilience';

export default defineConfig({
  test: {
    include: resilience ? ['test/resilience/**/*.test.ts'] : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: resilience ? configDefaults.exclude : [...configDefaults.exclude, 'test/resilience/**'],
    environment: 'node',
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database), so files run in parallel safely.
    pool: 'forks',
    maxWorkers: resilience ? 1 : 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
