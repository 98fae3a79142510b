import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { strongEtag } from '../lib/etag';
import { onSendAfterCompression } from './after-compression';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a GET that is not an API answer but is the same for everyone (a server-drawn page): its
     * key in the read cache, or undefined to leave this request uncached. The key must stand for
     * everything the answer depends on, and must not grow with parameters the route ignores.
     */
    readCacheKey?: (request: FastifyRequest) => string | undefined;
  }
}

export interface ReadCacheOptions {
  /** How long an answer is reused, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many answers are kept… */
  maxEntries?: number;
  /** …and at most this many bytes of them (bodies, their compressed copies and headers together). */
  maxBytes?: number;
}

/** An answer as compression left it for one Accept-Encoding header. */
interface Encoded {
  encoding: string;
  bytes: Buffer;
}

/**
 * What a public answer is made of, kept to send again: the body before compression, the headers that
 * describe it (its ETag among them), and the compressed copies made so far, by the exact
 * Accept-Encoding they were made for.
 */
interface Entry {
  /** A string (an API answer) or bytes (a page drawn by the server). */
  body: string | Buffer;
  headers: Record<string, string>;
  encoded: Map<string, Encoded>;
}

/**
 * The headers of an answer that belong to its content; the rest are written afresh by each request's
 * hooks. A page's own Cache-Control (`no-cache`) is kept; a public answer's is written by the HTTP
 * cache after this (plugins/http-cache.ts).
 */
const KEPT_HEADERS = [
  'content-type',
  'etag',
  'cache-control',
  'link',
  'x-total-count',
  'access-control-expose-headers',
];

/** Browsers each send one fixed Accept-Encoding; a few copies cover them, others are compressed per request. */
const MAX_ENCODED_COPIES = 4;

/** Requests whose answer, though a 200, must not be kept (see keepOutOfReadCache). */
const notKept = new WeakSet<FastifyRequest>();

/**
 * This request's answer is not to be kept by the read cache: a page the server could not draw (its
 * data failed to load) is sent as the bare shell the browser draws, which is right for this
 * visitor but not worth serving to the next ones.
 */
export function keepOutOfReadCache(request: FastifyRequest): void {
  notKept.add(request);
}

const DEFAULT_MAX_ENTRIES = 2_000;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The key of a public GET: the route and its validated parameters and query, in a fixed order.
 * Validation has already dropped unknown parameters and filled in defaults, so `?x=1`, `?limit=24`
 * and `?` share one key: a client cannot grow the cache by inventing parameters.
 */
function keyOf(request: FastifyRequest): string | undefined {
  const { publicCache, readCacheKey } = request.routeOptions.config;
  if (!publicCache) return readCacheKey?.(request);
  const canonical = (value: unknown) =>
    Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.routeOptions.url, canonical(request.params), canonical(request.query)]);
}

const sizeOf = (entry: Entry) => {
  let bytes = entry.body.length + JSON.stringify(entry.headers).length;
  for (const [accept, copy] of entry.encoded) bytes += accept.length + copy.bytes.length;
  return bytes;
};

/** How a request ended up with the cache: kept its answer (a miss it computed) or was answered from it. */
type Role =
  | { kind: 'computing'; key: string; generation: number }
  | { kind: 'hit'; key: string; entry: Entry };

/**
 * A short-lived in-process cache of the public catalogue's answers (docs/decisions/0044). Page-sized
 * lists still cost a sort over the whole catalogue per request; the hot ones (the first page, a
 * service type, the studios) are asked for far more often than they change, so each is computed
 * once per `ttlMs` and sent again from memory:
 * - only anonymous GETs of `config.publicCache` routes that answer 200 are kept (a request with a
 *   token is personal and `no-store`), and the server-drawn data pages, which are the same for
 *   everyone, keyed by their route's `config.readCacheKey`;
 * - the key is the validated query (see keyOf), bounded in entries and in bytes, least recently used
 *   out first;
 * - compression stays @fastify/compress's decision: the copy it makes for an Accept-Encoding header
 *   is kept and sent again to that exact header only, so every client's q-values (q=0 included) are
 *   honoured as on any other answer;
 * - concurrent misses of one key wait for the first instead of all computing it;
 * - any successful write in this process empties the cache, so a change is seen at once here and
 *   within `ttlMs` by other instances. Capacity is always decided in the database, never here.
 *
 * Two plugins share the cache: `before` takes the whole body (registered before the HTTP validators
 * and compression), `after` takes the compressed copy (registered after compression).
 */
export function createReadCache(options: ReadCacheOptions) {
  const enabled = options.ttlMs > 0;
  const cache = new LRUCache<string, Entry>({
    max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: sizeOf,
    ttl: Math.max(options.ttlMs, 1),
  });
  /** Misses being computed, by key: later requests for the key wait for the first. */
  const inFlight = new Map<string, { promise: Promise<Entry | undefined>; settle: (e?: Entry) => void }>();
  /** Bumped by every write: an answer computed across a write is not kept, it may predate it. */
  let generation = 0;
  const roles = new WeakMap<FastifyRequest, Role>();

  const finish = (key: string, entry?: Entry) => {
    inFlight.get(key)?.settle(entry);
    inFlight.delete(key);
  };

  const before = fp(async (app: FastifyInstance) => {
    if (!enabled) return;
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || request.headers.authorization) return;
      const key = keyOf(request);
      if (key === undefined) return;
      const pending = inFlight.get(key);
      const entry = cache.get(key) ?? (pending && (await pending.promise));
      if (entry) {
        roles.set(request, { kind: 'hit', key, entry });
        reply.headers(entry.headers);
        const copy = entry.encoded.get(request.headers['accept-encoding'] ?? '');
        if (!copy) return reply.send(entry.body);
        // Compression passes an answer whose Content-Encoding is set; the validators use the kept ETag.
        return reply
          .header('content-encoding', copy.encoding)
          .header('vary', 'accept-encoding')
          .header('content-length', copy.bytes.length)
          .send(copy.bytes);
      }
      if (pending) return; // the first request kept nothing (it failed): this one computes its own
      // No await since the lookup: the next request for the key finds this one in flight.
      let settle: (e?: Entry) => void = () => undefined;
      const promise = new Promise<Entry | undefined>((resolve) => {
        settle = resolve;
      });
      inFlight.set(key, { promise, settle });
      roles.set(request, { kind: 'computing', key, generation });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const role = roles.get(request);
      if (role?.kind !== 'computing') return payload;
      roles.delete(request);
      const kept =
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        !notKept.has(request);
      if (!kept || role.generation !== generation) {
        finish(role.key);
        return payload;
      }
      // The validator is the digest of the whole body, taken here once: a hit may send a compressed
      // copy. A page brings its own, which leaves out the clocks of the moment it was drawn.
      if (!reply.hasHeader('etag')) reply.header('etag', strongEtag(payload));
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const entry: Entry = { body: payload, headers, encoded: new Map() };
      cache.set(role.key, entry);
      roles.set(request, { kind: 'hit', key: role.key, entry });
      finish(role.key, entry);
      return payload;
    });

    // An answer that never reached onSend (an error on the way) must not leave waiters hanging.
    app.addHook('onResponse', async (request, reply) => {
      const role = roles.get(request);
      if (role?.kind === 'computing') finish(role.key);
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        generation++;
        // Emptying an empty cache still walks all its slots: a run of bookings would pay it on each.
        if (cache.size > 0) cache.clear();
      }
    });
  });

  /** Keeps the copy compression made for this request's Accept-Encoding, for the next such request. */
  const keepCompressedCopy: onSendAsyncHookHandler = async (request, reply, payload) => {
    const role = roles.get(request);
    if (role?.kind !== 'hit' || reply.statusCode !== 200 || !Buffer.isBuffer(payload)) return payload;
    const encoding = reply.getHeader('content-encoding');
    const accept = request.headers['accept-encoding'];
    const { entry } = role;
    if (typeof encoding !== 'string' || accept === undefined || entry.encoded.has(accept)) return payload;
    if (entry.encoded.size >= MAX_ENCODED_COPIES || cache.peek(role.key) !== entry) return payload;
    entry.encoded.set(accept, { encoding, bytes: payload });
    // Set again so the entry's size counts its new copy; its time to live is unchanged.
    cache.set(role.key, entry, { noUpdateTTL: true });
    return payload;
  };

  // The copy compression made is taken after it (registered after compression).
  const after = fp(async (app: FastifyInstance) => {
    if (!enabled) return;
    onSendAfterCompression(
      app,
      (config) => Boolean(config?.publicCache || config?.readCacheKey),
      keepCompressedCopy,
    );
  });

  return { before, after };
}
