// `npm run test:flaky [spec…]`: runs the chosen browser specs (all of them when none is named) three
// times each, in parallel, on one server, to find a test that passes or fails by timing before it
// reaches CI. Playwright's retries stay 0: a test that fails once here is fixed, not retried.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findHeadlessShell } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = await findHeadlessShell();
const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const specs = process.argv.slice(2);
// Like `npm test`, the browser tests' server keeps to its own in-memory database and limits.
const env = { ...process.env, CI: 'true', CHROMIUM_PATH: chromium };
delete env.DATABASE_URL;
delete env.REDIS_URL;
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '--repeat-each=3', '--retries=0', ...(specs.length ? [...specs, '--no-deps'] : [])],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
process.exit(result.status ?? 1);
