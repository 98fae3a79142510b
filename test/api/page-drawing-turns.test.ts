import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/lib/project-root';
import { PAGES_DRAWN_AT_ONCE } from '../../src/server/plugins/server-render';
import { begun, drawing, mostAtOnce, resetDrawing } from '../helpers/gated-server-entry';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

// Drawing a page is CPU on the process's one JavaScript thread: the server draws a few at a time and
// the rest wait their turn in the order they came (docs/decisions/0103). The entry here draws a page
// only when the test lets it, so the turns are seen exactly, without timing anything.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    serverEntry: path.join(PROJECT_ROOT, 'test/helpers/gated-server-entry.ts'),
    clientDir: path.join(PROJECT_ROOT, 'src/client'),
    readCache: { ttlMs: 0 },
  });
});
afterAll(() => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('pages drawn in turn', () => {
  it(`draws at most ${PAGES_DRAWN_AT_ONCE} pages at once, the others first come first served`, async () => {
    resetDrawing();
    const urls = Array.from({ length: PAGES_DRAWN_AT_ONCE * 2 + 2 }, (_, i) => `/browse?page=${i}`);
    const answers = urls.map((url) => page(url));

    await until('the first pages drawn', () => drawing.length === PAGES_DRAWN_AT_ONCE);
    expect(begun).toEqual(urls.slice(0, PAGES_DRAWN_AT_ONCE));

    // Each page finished lets the next one waiting begin, in the order the requests came.
    for (let done = 0; done < urls.length; done++) {
      const started = begun.length;
      drawing[0]?.finish();
      if (started < urls.length) await until('the next page', () => begun.length === started + 1);
      expect(drawing.length).toBeLessThanOrEqual(PAGES_DRAWN_AT_ONCE);
    }
    expect(begun).toEqual(urls);
    expect(mostAtOnce).toBe(PAGES_DRAWN_AT_ONCE);

    const bodies = (await Promise.all(answers)).map((answer) => {
      expect(answer.statusCode).toBe(200);
      return answer.body;
    });
    for (const [i, url] of urls.entries()) expect(bodies[i]).toContain(`Drawn: ${url}`);
  });

  it('a page that fails to draw gives its turn to the next, and is drawn by the browser', async () => {
    resetDrawing();
    const urls = Array.from({ length: PAGES_DRAWN_AT_ONCE + 1 }, (_, i) => `/studios?page=${i}`);
    const answers = urls.map((url) => page(url));
    await until('the first pages drawn', () => drawing.length === PAGES_DRAWN_AT_ONCE);
    expect(begun).not.toContain(urls.at(-1));

    drawing[0]?.fail();
    await until('the page that waited', () => begun.length === urls.length);
    while (drawing.length > 0) drawing[0]?.finish();

    const [failed, ...drawn] = await Promise.all(answers);
    expect(failed?.statusCode).toBe(200);
    expect(failed?.body).not.toContain('Drawn:');
    for (const [i, answer] of drawn.entries()) expect(answer.body).toContain(`Drawn: ${urls[i + 1]}`);
  });

  it('a page whose visitor left while it waited for its turn is not drawn', async () => {
    resetDrawing();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const first = Array.from({ length: PAGES_DRAWN_AT_ONCE }, (_, i) => page(`/browse?page=${i}`));
    await until('the first pages drawn', () => drawing.length === PAGES_DRAWN_AT_ONCE);

    // A visitor over a real socket, who asks for a page and leaves before its turn comes.
    const received = new Promise<IncomingMessage>((resolve) => t.app.server.once('request', resolve));
    const visitor = net.connect(Number(port), '127.0.0.1');
    visitor.write('GET /studios?left=1 HTTP/1.1\r\nHost: attune.test\r\nAccept: text/html\r\n\r\n');
    const request = await received;
    const gone = new Promise((resolve) => request.once('close', resolve));
    visitor.destroy();
    await gone;

    // Its turn comes with the first page finished, and passes to the page asked for after it.
    drawing[0]?.finish();
    const after = page('/studios?after=1');
    await until('the page asked for after', () => begun.includes('/studios?after=1'));
    expect(begun).not.toContain('/studios?left=1');

    while (drawing.length > 0) drawing[0]?.finish();
    for (const answer of await Promise.all([...first, after])) expect(answer.statusCode).toBe(200);
  });
});
