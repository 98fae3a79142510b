import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createScratchPostgres } from '../helpers/test-database';

let server: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;

// The database is incidental here: PostgreSQL when there is one (a process opens it in a second),
// else PGlite, whose start-up in a fresh process takes ~20 s on a small machine.
beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres();
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  server = await startServer({ databaseUrl });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await dropDatabase?.();
});

/**
 * Opens a raw connection and sends the headers and the first half of a JSON body. The headers ask
 * `Expect: 100-continue`, so the server answers "100 Continue" as soon as it has parsed them: `started`
 * resolves at that moment: the request is then in flight, which a pause of guessed length could only hope for
 * (before its headers are parsed, the server may treat the connection as idle and close it at shutdown).
 */
function startSlowRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  socket.on('data', (d) => {
    response += d;
    if (response.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) markStarted();
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, half)}`,
  );
  // write, not end: a client that half-closes its side has its request aborted by Node's HTTP server.
  return {
    started,
    finish: () => socket.write(body.slice(half)),
    /** The final answer, after the interim "100 Continue". */
    ended: ended.then((all) => all.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')),
  };
}

describe('SIGTERM', () => {
  it('stops taking connections, finishes the request in flight, then exits 0', async () => {
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Sent while the server stops.',
    });
    const slow = startSlowRequest(port, body);
    await slow.started;

    const exit = server.stop('SIGTERM');
    // Asked until the listener has closed, rather than after a guessed pause.
    await expect
      .poll(
        () =>
          fetch(`${server.url}/api/health`).then(
            () => 'listening',
            () => 'closed',
          ),
        { timeout: 10_000 },
      )
      .toBe('closed');
    expect(server.alive()).toBe(true);

    slow.finish();
    const response = await slow.ended;
    expect(response, server.output()).toMatch(/^HTTP\/1\.1 201/);
    expect(response).toContain('Message sent!');
    expect(await exit).toBe(0);
  });
});
