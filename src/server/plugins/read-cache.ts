import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface ReadCacheOptions {
  /** How long a public catalogue answer may be served again; 0 turns the cache off. */
  ttlMs: number;
  /** Upper bound on the memory the cached bodies take. */
  maxBytes?: number;
}

/** Once per answer, off the main thread: better than per-request level 4, far cheaper than 11 on 17 MB. */
const BROTLI_QUALITY = 6;

/** Smaller answers are sent as they are, as @fastify/compress does (its threshold in app.ts). */
export const MIN_COMPRESSED_BYTES = 1024;

/** An answer that took this many times longer to compute than `ttlMs` lives that much longer. */
const COST_FACTOR = 10;

type Encoding = 'br' | 'gzip';

interface Entry {
  body: Buffer;
  expires: number;
  /**
   * Compressed once, on the first hit that accepts it, then reused by every later hit; while the
   * compression runs, the promise is what every hit for that encoding waits on.
   */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer | undefined>>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers that are the same for everyone (the public catalogue) may be micro-cached. */
    publicCache?: boolean;
  }
}

interface Refresh {
  key: string;
  generation: number;
  startedAt: number;
  done: (entry?: Entry) => void;
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string') return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzip(body);
}

/**
 * The entry's body in `encoding`, compressed off the main thread the first time it is asked for.
 * Hits that arrive meanwhile wait for that one compression: sent on uncompressed, each would be
 * compressed again on the main thread by @fastify/compress, which on a 17 MB list is 200 ms apiece.
 */
function encodedBody(entry: Entry, encoding: Encoding): Buffer | Promise<Buffer | undefined> {
  const existing = entry.encoded[encoding];
  if (existing) return existing;
  const pending = compress(entry.body, encoding).then(
    (buffer) => {
      entry.encoded[encoding] = buffer;
      return buffer;
    },
    () => {
      // A failed compression is retried by the next hit; this one goes out as it is.
      delete entry.encoded[encoding];
      return undefined;
    },
  );
  entry.encoded[encoding] = pending;
  return pending;
}

/**
 * The entry's compressed copy for this client, with the headers that say so; undefined when the
 * client accepts no compression, the body is too small to be worth it, or compression failed.
 */
async function compressedFor(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const encoding = entry.body.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : undefined;
  if (!encoding) return undefined;
  reply.header('vary', 'accept-encoding');
  const encoded = await encodedBody(entry, encoding);
  if (encoded) reply.header('content-encoding', encoding);
  return encoded;
}

async function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send((await compressedFor(request, reply, entry)) ?? entry.body);
}

/**
 * A short-lived in-process cache of the public catalogue's GET answers (routes with
 * `config.publicCache`), keyed by URL. Under load the same list is asked for hundreds of times a
 * second; this serves it from memory instead of querying and serializing it each time.
 * - One request at a time recomputes an answer; meanwhile the others get the previous one (or, when
 *   there is none yet, wait for it), so an expiry never sends a stampede to the database.
 * - An answer lives `ttlMs`, or ten times what it cost to compute if that is longer, so even a huge
 *   list takes at most a tenth of the server's time to keep fresh.
 * - Any successful write through this process (POST, PUT, PATCH, DELETE) empties the cache, so a
 *   visitor sees their own booking at once; other instances catch up within the lifetime.
 * - Capacity is never decided from the cache: bookings check seats in the database.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const { ttlMs, maxBytes = 64 * 1024 * 1024 } = options;
  if (!(ttlMs > 0)) return;
  const entries = new Map<string, Entry>();
  const refreshing = new Map<string, Promise<Entry | undefined>>();
  const refreshes = new WeakMap<FastifyRequest, Refresh>();
  let generation = 0;
  let totalBytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.body.length;
  };

  const finish = (request: FastifyRequest, entry?: Entry) => {
    const refresh = refreshes.get(request);
    if (!refresh) return;
    refreshes.delete(request);
    refreshing.delete(refresh.key);
    refresh.done(entry);
  };

  // preValidation, not onRequest: every onRequest hook (security headers, for one) has run by then.
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const key = request.url;
    const entry = entries.get(key);
    const inFlight = refreshing.get(key);
    if (entry && (entry.expires > Date.now() || inFlight)) return sendEntry(request, reply, entry);
    if (inFlight) {
      const fresh = await inFlight;
      return fresh ? sendEntry(request, reply, fresh) : undefined;
    }
    let done: (entry?: Entry) => void = () => {};
    refreshing.set(
      key,
      new Promise<Entry | undefined>((resolve) => {
        done = resolve;
      }),
    );
    refreshes.set(request, { key, generation, startedAt: Date.now(), done });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const refresh = refreshes.get(request);
    if (!refresh) return payload;
    // Only a complete 200 JSON body computed since the last write is worth keeping.
    if (reply.statusCode !== 200 || typeof payload !== 'string' || refresh.generation !== generation) {
      finish(request);
      return payload;
    }
    const body = Buffer.from(payload);
    const lifetime = Math.max(ttlMs, COST_FACTOR * (Date.now() - refresh.startedAt));
    const entry: Entry = { body, expires: Date.now() + lifetime, encoded: {} };
    forget(refresh.key);
    if (body.length <= maxBytes) {
      entries.set(refresh.key, entry);
      totalBytes += body.length;
      // Oldest first: a Map keeps insertion order.
      for (const key of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        forget(key);
      }
    }
    finish(request, entry);
    // This request gets the same compressed copy as everyone after it (@fastify/compress leaves a
    // body that already has a content-encoding alone).
    return (await compressedFor(request, reply, entry)) ?? body;
  });

  app.addHook('onResponse', async (request, reply) => {
    // A refresh whose request failed before onSend must not leave others waiting.
    finish(request);
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      generation++;
      entries.clear();
      totalBytes = 0;
    }
  });
});
