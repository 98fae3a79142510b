// Cold start: `npm start` on an existing build and an existing PGlite folder, timed from spawn to
// the first 200 from /api/health. The first start (which migrates and seeds) is not counted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_ROOT, freePort, HOST, serverEnv, waitForHealth } from './processes.mjs';

const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath, 'start'] }
  : { command: 'npm', args: ['start'] };

async function startOnce(dir) {
  const port = await freePort();
  const startedAt = Date.now();
  // Its own process group, so stopping it also stops the node process npm starts.
  const child = spawn(npm.command, npm.args, {
    cwd: APP_ROOT,
    env: serverEnv({ PORT: String(port), PGLITE_DIR: dir }),
    stdio: 'ignore',
    detached: true,
  });
  try {
    const wallMs = await waitForHealth(`http://${HOST}:${port}`, { child, startedAt, timeoutMs: 120_000 });
    return { wallMs, cpuMs: groupCpuMs(child.pid) };
  } finally {
    await stopGroup(child.pid);
  }
}

/**
 * CPU time used so far by every process of the group (npm, its shell, node), children that already
 * exited included: unlike wall time, it does not grow when other work shares the machine.
 */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // fields[2] is the process group; 11-14 are utime, stime, cutime, cstime.
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks * 10;
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

export async function measureColdStart(runs = 5) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-bench-coldstart-'));
  try {
    const first = await startOnce(dir);
    const measured = [];
    for (let i = 0; i < runs; i++) measured.push(await startOnce(dir));
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const runsMs = measured.map((r) => r.wallMs);
    return {
      firstStartMs: first.wallMs,
      runsMs,
      medianMs: median(runsMs),
      minMs: Math.min(...runsMs),
      cpuMs: measured.map((r) => r.cpuMs),
      medianCpuMs: median(measured.map((r) => r.cpuMs)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
