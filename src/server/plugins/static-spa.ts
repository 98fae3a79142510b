import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { markLaunched } from '../../common/constants';
import { noRouteMessage } from '../lib/route-not-found';
import { keepOutOfReadCache } from './read-cache';

const PLACEHOLDER = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Attune</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Attune</h1><p>The client has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built client: hashed assets are cached for a year, index.html never, and any other
 * GET outside /api falls back to index.html so the client router can draw the page (or its 404).
 * Needs `app.renderPage` (plugins/server-render) registered first.
 */
export const staticSpaPlugin = fp(
  async (app: FastifyInstance, opts: { clientDir: string; siteLaunched: boolean }) => {
    const indexPath = path.join(opts.clientDir, 'index.html');
    const hasClient = fs.existsSync(indexPath);
    const indexHtml = markLaunched(
      hasClient ? fs.readFileSync(indexPath, 'utf8') : PLACEHOLDER,
      opts.siteLaunched,
    );

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        index: false,
        wildcard: false,
        // The .br and .gz copies `npm start` writes next to each file (scripts/precompress-client.mjs).
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    // Public pages come drawn with their data when the server can render them (plugins/server-render),
    // with their status: 404 for a path no page has, or a class or studio that does not exist.
    const page = async (request: FastifyRequest) => {
      // A page waits its turn to be drawn (docs/decisions/0103): one whose visitor left meanwhile is not drawn.
      const rendered = await app.renderPage(request.url, { abandoned: () => request.raw.destroyed });
      return { html: rendered?.html ?? indexHtml, status: rendered?.status ?? 200, etag: rendered?.etag };
    };
    const html = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');

    const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
      reply.code(404).send({ message: noRouteMessage(request.method, pathname), code: 'NOT_FOUND' });

    // Every page path is a real route (not the not-found handler), so @fastify/compress covers it and a
    // rendered page leaves compressed. Built files have their own routes, which win.
    // `validated`: each page carries a strong ETag, so a browser or proxy revalidating it (every visit,
    // `no-cache`) gets a 304 with no body when it is unchanged (plugins/http-cache.ts).
    // `readCacheKey`: a data page drawn for one visitor is drawn for all (nothing personal is drawn on
    // the server), so the read cache keeps it like a public answer, keyed on what the page reads of its
    // URL (plugins/read-cache.ts).
    const config = {
      validated: true,
      readCacheKey: (request: FastifyRequest) => app.pageCacheKey(request.url),
    };
    app.get('/*', { schema: { hide: true }, config }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') return notFound(request, reply, pathname);
      // Once launched, the marketplace's home is / (docs/decisions/0085): old links to /home follow it.
      if (opts.siteLaunched && pathname === '/home')
        return reply.redirect(`/${request.url.slice(pathname.length)}`, 301);
      const { html: body, status, etag } = await page(request);
      // A page the server could not draw leaves as the shell the browser draws: not one to keep.
      if (!etag) keepOutOfReadCache(request);
      // A drawn page brings its own tag: the same page drawn twice differs in its data's timestamps.
      // Only a 200 is tagged (plugins/http-cache.ts); a not-found page is not.
      if (etag && status === 200) reply.header('etag', etag);
      return html(reply).code(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => notFound(request, reply, request.url.split('?')[0] ?? '/'));
  },
);
