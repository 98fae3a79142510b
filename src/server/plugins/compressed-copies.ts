import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { onSendAfterCompression } from './after-compression';

declare module 'fastify' {
  interface FastifyInstance {
    /** How often an answer's compressed copy was sent again, and how many were made (for /metrics). */
    compressedCopies: { sent: number; made: number };
  }
}

export interface CompressedCopiesOptions {
  /** At most this many bytes of copies (with their keys) are kept; 0 keeps none. */
  maxBytes?: number;
}

/** A compressed answer as compression left it, with the headers compression wrote for it. */
interface Copy {
  encoding: string;
  vary: string;
  bytes: Buffer;
}

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** Enough for every page and list a busy catalogue is asked for at once, a few encodings each. */
const MAX_COPIES = 4_096;

/**
 * The key of an answer's compressed copy: its ETag, a digest of its exact uncompressed bytes or of
 * the kept parts they are joined from (lib/etag.ts), so equal tags are equal bytes; and the exact
 * Accept-Encoding it was made for, so every client's q-values are honoured as compression decided
 * them. Only anonymous answers with an ETag have one:
 * public answers and pages that answer 200. An answer to a request with a token is personal, and is
 * compressed for that request alone, as the read cache leaves it alone (plugins/read-cache.ts).
 */
function keyOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  if (reply.statusCode !== 200 || request.headers.authorization) return undefined;
  const etag = reply.getHeader('etag');
  const accept = request.headers['accept-encoding'];
  if (typeof etag !== 'string' || !accept) return undefined;
  return `${etag}\n${accept}`;
}

/**
 * Compressed copies of answers, by content (docs/decisions/0107). Compressing a page of the class
 * list (62 KB) with Brotli was about a quarter of the server's CPU for it, and `/browse` spends
 * about 7% of its CPU there. The answer is still computed on every request (its rows read, its body
 * written, its ETag taken); only its compression is done once per distinct body and Accept-Encoding:
 * two requests with the same ETag have the same bytes, so compressing them again would give the
 * same copy. Nothing can be stale: a changed answer has a new ETag, and an old copy is only ever
 * sent for its own bytes. Bounded in bytes and in copies, least recently used out first.
 *
 * Registered after the HTTP cache (which writes the ETag) and before compression: the app-level
 * onSend sends a kept copy with its Content-Encoding, which compression then passes by; a
 * route-level onSend added after compression's keeps the copy it made.
 */
export const compressedCopiesPlugin = fp(async (app: FastifyInstance, options: CompressedCopiesOptions) => {
  const stats = { sent: 0, made: 0 };
  app.decorate('compressedCopies', stats);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (maxBytes <= 0) return;
  const copies = new LRUCache<string, Copy>({
    max: MAX_COPIES,
    maxSize: maxBytes,
    sizeCalculation: (copy, key) => copy.bytes.length + key.length + copy.vary.length,
  });
  /** Requests answered with a kept copy: the copy is not kept again. */
  const sentFromCopy = new WeakSet<FastifyRequest>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const key = keyOf(request, reply);
    const copy = key === undefined ? undefined : copies.get(key);
    if (!copy) return payload;
    sentFromCopy.add(request);
    stats.sent++;
    reply
      .header('content-encoding', copy.encoding)
      .header('vary', copy.vary)
      .header('content-length', copy.bytes.length);
    return copy.bytes;
  });

  const keepCopy: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (!Buffer.isBuffer(payload) || sentFromCopy.has(request)) return payload;
    const encoding = reply.getHeader('content-encoding');
    const key = keyOf(request, reply);
    if (typeof encoding !== 'string' || key === undefined) return payload;
    copies.set(key, { encoding, vary: String(reply.getHeader('vary') ?? 'accept-encoding'), bytes: payload });
    stats.made++;
    return payload;
  };

  onSendAfterCompression(app, (config) => Boolean(config?.publicCache || config?.validated), keepCopy);
});
