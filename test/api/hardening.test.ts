import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Sends raw bytes to a listening server and resolves with everything it answers. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (d) => {
      answer += d;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('hardening', () => {
  it("sets base-uri 'none'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
  });

  it('answers headers too large with 431, the security headers and a { message, code }', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-security-policy: default-src 'self'/i);
    expect(answer).toMatch(/strict-transport-security:/i);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(answer).toContain('{"message":"The request headers are too large.","code":"BAD_REQUEST"}');
  });
});

describe('API_DOCS_UI=false', () => {
  it('turns the Swagger UI off and keeps the OpenAPI document', async () => {
    const off = await createTestApp({ apiDocsUi: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      const json = await off.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      expect(json.json().info.title).toBe('Attune API');
    } finally {
      await off.close();
    }
  });
});
