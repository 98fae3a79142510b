import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { strongEtag } from '../lib/etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers that are the same for everyone (the public catalogue) may be cached by HTTP. */
    publicCache?: boolean;
    /**
     * A strong ETag and 304s, but the route's own Cache-Control: the pages, the same for everyone but
     * revalidated on every visit (`no-cache`), so a reload or a return to a page that has not changed
     * costs no body.
     */
    validated?: boolean;
  }
}

export interface HttpCacheOptions {
  /** Seconds a shared cache (a CDN) may serve a public catalogue answer without asking again. */
  sharedMaxAgeSeconds?: number;
}

/** True when If-None-Match names this ETag (or is `*`); weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Caching the way the web does it (docs/decisions/0026, 0123): public catalogue GETs (routes with
 * `config.publicCache`) carry `Cache-Control: public, max-age=0, s-maxage, stale-while-revalidate`
 * and a strong ETag, and a request whose If-None-Match names it gets a 304 with no body. A CDN in
 * front keeps them for CATALOGUE_CACHE_SECONDS; a browser asks again each time (a 304 when nothing
 * changed), so its own booking never meets an older copy in its cache. Answers to a request with a
 * token are `private, no-store` (plugins/auth.ts), and errors are never marked cacheable.
 * Routes with `config.validated` (the pages) get the ETag and the 304 but keep their own Cache-Control.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance, options: HttpCacheOptions) => {
  const { sharedMaxAgeSeconds = 30 } = options;
  const cacheControl = `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}, stale-while-revalidate=60`;

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const { publicCache, validated } = request.routeOptions.config;
    if ((!publicCache && !validated) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    // An answer from the read cache brings its ETag (its body may already be compressed), and a page
    // of kept cards the tag made from their digests (lib/etag.ts, docs/decisions/0115).
    const kept = reply.getHeader('etag');
    const etag = typeof kept === 'string' ? kept : strongEtag(payload);
    reply.header('etag', etag);
    if (publicCache) reply.header('cache-control', cacheControl);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply
      .code(304)
      .removeHeader('content-type')
      .removeHeader('content-length')
      .removeHeader('content-encoding');
    return '';
  });
});
