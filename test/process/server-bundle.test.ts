// `npm start` runs the server from an esbuild bundle; this proves the bundle starts and answers
// (a package that reads files next to its own code would break only there).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without type declarations
import { buildServer } from '../../scripts/build-server.mjs';
import { testDatabaseKind } from '../helpers/test-database';

const root = path.resolve(import.meta.dirname, '../..');
const outfile = path.join(root, 'dist/server-test', `main-${process.pid}.mjs`);
let server: ChildProcess;
let baseUrl: string;
// It tests the bundle, not the database: once per `npm test` is enough.
const runs = testDatabaseKind() === 'pglite';

beforeAll(async () => {
  if (!runs) return;
  await buildServer(outfile);
  server = spawn(process.execPath, [outfile], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Production refuses to start without it (docs/decisions/0128).
      HEALTH_DATA_KEY: 'YXR0dW5lLXRlc3Qtb25seS1oZWFsdGgtZGF0YS1rZXk=',
      HOST: '127.0.0.1',
      PORT: '0',
      PGLITE_DIR: 'memory://',
      SEED_DEMO_DATA: 'false',
      // Production keeps the Swagger UI off unless asked: this checks the bundle carries its files.
      API_DOCS_UI: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve(match[1]);
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`the bundled server exited (${code}):\n${output}`)));
  });
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (const file of [outfile, `${outfile}.map`]) fs.rmSync(file, { force: true });
});

describe.runIf(runs)('the bundled server', () => {
  it('answers the health check, the API and its documentation', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const classes = await fetch(`${baseUrl}/api/classes`);
    expect(classes.status).toBe(200);
    expect(await classes.json()).toEqual([]);
    expect((await fetch(`${baseUrl}/api/docs/json`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/docs/static/index.html`)).status).toBe(200);
  });
});
