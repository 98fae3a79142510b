import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PLACEHOLDER = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Attune</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Attune</h1><p>The client has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built client: hashed assets are cached for a year, index.html never, and any other
 * GET outside /api falls back to index.html so the client router can draw the page (or its 404).
 */
export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  const indexHtml = hasClient ? fs.readFileSync(indexPath, 'utf8') : PLACEHOLDER;

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

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    return sendIndex(reply);
  });
});
