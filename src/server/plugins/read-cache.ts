import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface ReadCacheOptions {
  /** How long a public catalogue response may be served again; 0 turns the cache off. */
  ttlMs: number;
  /** Upper bound on the memory the cached bodies take. */
  maxBytes?: number;
}

type Encoding = 'br' | 'gzip';

interface Entry {
  body: string;
  bytes: number;
  expires: number;
  /** Compressed once, on the first hit that accepts it, then reused by every later hit. */
  encoded: Partial<Record<Encoding, Buffer | Promise<void>>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers that are the same for everyone (the public catalogue) may be micro-cached. */
    publicCache?: boolean;
  }
}

const leaders = new WeakMap<FastifyRequest, { key: string; generation: number; done: (e?: Entry) => void }>();

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string') return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (encoding && entry.bytes >= 1024) {
    const encoded = entry.encoded[encoding];
    if (Buffer.isBuffer(encoded)) {
      return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(encoded);
    }
    if (!encoded) {
      const compress = encoding === 'br' ? brotli : gzip;
      entry.encoded[encoding] = compress(entry.body).then(
        (buffer) => {
          entry.encoded[encoding] = buffer;
        },
        () => {
          delete entry.encoded[encoding];
        },
      );
    }
  }
  return reply.send(entry.body);
}

/**
 * A short-lived in-process cache of the public catalogue's GET answers (routes with
 * `config.publicCache`), keyed by URL. Under load the same list is asked for hundreds of times a
 * second; this serves it from memory for `ttlMs` instead of querying and serializing it each time.
 * - Concurrent misses for one URL wait for a single database read (no stampede when it expires).
 * - Any successful write through this process (POST, PUT, PATCH, DELETE) empties the cache, so a
 *   visitor sees their own booking at once; other instances catch up within `ttlMs`.
 * - Capacity is never decided from the cache: bookings check seats in the database.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const { ttlMs, maxBytes = 64 * 1024 * 1024 } = options;
  if (!(ttlMs > 0)) return;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  let generation = 0;
  let totalBytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const clear = () => {
    generation++;
    entries.clear();
    totalBytes = 0;
  };

  // preValidation, not onRequest: every onRequest hook (security headers, for one) has run by then.
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const key = request.url;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return sendEntry(request, reply, hit);
    const inFlight = pending.get(key);
    if (inFlight) {
      const entry = await inFlight;
      if (entry) return sendEntry(request, reply, entry);
      return;
    }
    let done: (e?: Entry) => void = () => {};
    pending.set(
      key,
      new Promise<Entry | undefined>((resolve) => {
        done = resolve;
      }),
    );
    leaders.set(request, { key, generation, done });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const leader = leaders.get(request);
    if (!leader) return payload;
    leaders.delete(request);
    pending.delete(leader.key);
    // Only a complete 200 JSON body computed since the last write is worth keeping.
    if (reply.statusCode !== 200 || typeof payload !== 'string' || leader.generation !== generation) {
      leader.done(undefined);
      return payload;
    }
    const bytes = Buffer.byteLength(payload);
    forget(leader.key);
    const entry: Entry = { body: payload, bytes, expires: Date.now() + ttlMs, encoded: {} };
    if (bytes <= maxBytes) {
      entries.set(leader.key, entry);
      totalBytes += bytes;
      // Oldest first: Map keeps insertion order.
      for (const key of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        forget(key);
      }
    }
    leader.done(entry);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    // A leader whose request failed before onSend must not leave its followers waiting.
    const leader = leaders.get(request);
    if (leader) {
      leaders.delete(request);
      pending.delete(leader.key);
      leader.done(undefined);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) clear();
  });
});
