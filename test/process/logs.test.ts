// The server's log lines as `npm start` writes them: JSON to a pipe (a log collector, CI), readable
// lines with LOG_PRETTY=true (a terminal); every line of a request carries its id (docs/decisions/0083).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createScratchPostgres } from '../helpers/test-database';

// They test the process's output, not the database: on the PGlite stage only (vitest.config.ts). The
// servers use PostgreSQL when there is one (a process opens it in a second), else PGlite.
let json: ServerProcess;
let pretty: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres();
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  json = await startServer({ databaseUrl, env: { LOG_LEVEL: 'info' } });
  pretty = await startServer({ databaseUrl, env: { LOG_LEVEL: 'info', LOG_PRETTY: 'true' } });
});
afterAll(async () => {
  await Promise.all([json?.stop(), pretty?.stop()]);
  await dropDatabase?.();
});

/** Asks for a route with our own request id and waits until its last log line is written. */
async function request(s: ServerProcess, requestId: string) {
  const res = await fetch(`${s.url}/api/health/live`, { headers: { 'x-request-id': requestId } });
  expect(res.headers.get('x-request-id')).toBe(requestId);
  const deadline = Date.now() + 10_000;
  const ours = () =>
    s
      .output()
      .split('\n')
      .filter((line) => line.includes(requestId));
  while (!ours().some((line) => line.includes('request completed'))) {
    if (Date.now() > deadline) throw new Error(`no log line of the request:\n${s.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return ours();
}

describe('log lines', () => {
  it('are JSON objects, each with the request id, when standard output is not a terminal', async () => {
    const lines = await request(json, 'json-lines-1');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.parse(line).reqId).toBe('json-lines-1');
    const messages = lines.map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('are readable lines with the request id in brackets with LOG_PRETTY=true', async () => {
    const lines = await request(pretty, 'pretty-lines-1');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(() => JSON.parse(line)).toThrow();
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO.*\[pretty-lines-1\] /);
    }
    expect(lines.some((line) => line.includes('[pretty-lines-1] request completed'))).toBe(true);
  });
});
