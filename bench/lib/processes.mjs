// Starting and stopping the server processes the benchmark measures. Every process it starts, it
// stops (SIGTERM, then SIGKILL after a grace period), including when the benchmark itself fails.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The checkout whose app is measured: this one, or BENCH_APP_DIR, another checkout of Attune (built
 * there, with its own node_modules), for a "before" figure measured by this bench and reported by it.
 * The baseline server, the load and the report always come from this checkout.
 */
export const APP_ROOT = process.env.BENCH_APP_DIR ? path.resolve(process.env.BENCH_APP_DIR) : ROOT;
export const HOST = '127.0.0.1';

const running = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls GET /api/health until it answers 200; returns the milliseconds it took from `startedAt`. */
export async function waitForHealth(baseUrl, { child, startedAt = Date.now(), timeoutMs = 120_000 } = {}) {
  while (Date.now() - startedAt < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`no 200 from ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts `node <args>` with `env` on a free port; resolves once /api/health answers 200.
 * The production app is `scripts/start.mjs`, exactly what `npm start` runs, in APP_ROOT; anything
 * else (the baseline) runs in this checkout.
 */
export async function startServer(label, args, env) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  // BENCH_PROFILE_DIR: a V8 CPU profile of every app server, for finding where the time goes.
  const profile =
    process.env.BENCH_PROFILE_DIR && label === 'app'
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR]
      : [];
  const child = spawn(process.execPath, [...profile, ...args], {
    cwd: label === 'app' ? APP_ROOT : ROOT,
    env: serverEnv({ LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server = { label, child, baseUrl, output: () => output };
  running.add(server);
  try {
    await waitForHealth(baseUrl, { child });
  } catch (err) {
    await stopServer(server);
    throw new Error(`${label} did not start: ${err.message}\n${output}`);
  }
  return server;
}

export async function stopServer(server) {
  if (!server || !running.has(server)) return;
  running.delete(server);
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...running].map(stopServer));
}

/** Production mode on 127.0.0.1; the database comes only from `env`, never from the caller's shell. */
export function serverEnv(env) {
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, ...inherited } = process.env;
  // The load books thousands of places from one address with fresh accounts: lift the booking limits.
  const limits = {
    BOOKING_REQUESTS_PER_MINUTE: '10000000',
    NEW_ACCOUNT_UPCOMING_BOOKINGS: '10000000',
    BOOKINGS_PER_ACCOUNT_PER_HOUR: '10000000',
  };
  // Production refuses to start without a health data key (docs/decisions/0128): the bench's databases
  // hold only demo answers, so one known key serves every run and keeps them readable between runs.
  const healthKey = {
    HEALTH_DATA_KEY: inherited.HEALTH_DATA_KEY || 'YXR0dW5lLXRlc3Qtb25seS1oZWFsdGgtZGF0YS1rZXk=',
  };
  return { ...inherited, NODE_ENV: 'production', HOST, ...limits, ...healthKey, ...env };
}

/** Environment for a server (app or baseline) on the given database. */
export function databaseEnv(connection) {
  return connection.databaseUrl
    ? { DATABASE_URL: connection.databaseUrl }
    : { PGLITE_DIR: connection.pgliteDir };
}
