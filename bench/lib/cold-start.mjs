// Cold start: `npm start` on an existing build and an existing PGlite folder, timed from spawn to
// the first 200 from /api/health. The first start (which migrates and seeds) is not counted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, HOST, ROOT, serverEnv, waitForHealth } from './processes.mjs';

const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath, 'start'] }
  : { command: 'npm', args: ['start'] };

async function startOnce(dir) {
  const port = await freePort();
  const startedAt = Date.now();
  // Its own process group, so stopping it also stops the node process npm starts.
  const child = spawn(npm.command, npm.args, {
    cwd: ROOT,
    env: serverEnv({ PORT: String(port), PGLITE_DIR: dir }),
    stdio: 'ignore',
    detached: true,
  });
  try {
    return await waitForHealth(`http://${HOST}:${port}`, { child, startedAt, timeoutMs: 120_000 });
  } finally {
    await stopGroup(child.pid);
  }
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to npm and the server it started; waits until all of them have exited (SIGKILL after 15 s). */
async function stopGroup(pid) {
  const signal = (name) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureColdStart(runs = 3) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-bench-coldstart-'));
  try {
    const firstStartMs = await startOnce(dir);
    const runsMs = [];
    for (let i = 0; i < runs; i++) runsMs.push(await startOnce(dir));
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { firstStartMs, runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
