import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without type declarations
import { precompressClient } from '../../scripts/precompress-client.mjs';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let t: TestDatabase;
let app: FastifyInstance;
let clientDir: string;
const script = `export const greeting = ${JSON.stringify('Breathe in, breathe out. '.repeat(200))};\n`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Attune</title>');
  fs.writeFileSync(path.join(clientDir, 'assets/app-1a2b3c.js'), script);
  precompressClient(clientDir);
  t = await createTestDatabase();
  app = await buildApp({ database: t.database, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends the brotli copy written at build time, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the file as it is to a client that does not ask for compression', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('compresses a large JSON answer for a client that accepts gzip', async () => {
    const plain = await app.inject({ url: '/api/classes' });
    const res = await app.inject({ url: '/api/classes', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers alone', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
