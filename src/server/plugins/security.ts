import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { badRequest, codeOfStatus, HttpError } from '../lib/http-errors';

/**
 * The CSP the React client and the Swagger UI both run under: only our own scripts, no framing.
 * 'unsafe-inline' for styles because Radix (react-remove-scroll, Select) injects <style> elements at
 * run time; inline styles cannot run code, scripts stay strict.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: for the owner's preview of a photo chosen but not yet uploaded (URL.createObjectURL): such
  // URLs exist only for what this page itself made.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // HSTS already moves real visitors to https; upgrading here would break plain-http local runs.
  upgradeInsecureRequests: null,
};

/**
 * Powerful browser features, which Helmet does not cover: location for this site itself (the maps to
 * come), every other one off, for our pages and anything they frame.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'sync-xhr',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

interface SecurityOptions {
  /** Shared store for rate-limit counters across instances; each process counts alone without it. */
  redis?: Redis;
  /** The map's tile URL template (MAP_TILE_URL): its origin may be fetched and drawn. */
  mapTileUrl?: string;
}

/**
 * The policy with the map's tile server let in: the map fetches its tiles (connect-src) and draws
 * them (img-src). A tile URL on this site adds nothing.
 */
function helmetOptionsFor(mapTileUrl: string | undefined): HelmetOptions {
  const origin = mapTileUrl ? URL.parse(mapTileUrl.replace(/[{}]/g, ''))?.origin : undefined;
  if (!origin || origin === 'null') return HELMET_OPTIONS;
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, origin],
        connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, origin],
      },
    },
  };
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  // The header older browsers read, saying the same as frame-ancestors 'none'.
  xFrameOptions: { action: 'deny' },
};

/**
 * Helmet's headers for our options, worked out once. They never vary by request (no nonces), and
 * running Helmet per request (as @fastify/helmet does) re-parses the whole policy on every answer.
 */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/**
 * The headers of the one page any site may frame, the booking widget (/embed/studios/:id,
 * docs/decisions/0066): the same as every answer's, except that `frame-ancestors *` replaces 'none',
 * X-Frame-Options (which cannot say "anyone") is left out, and the policy is as tight as the page
 * is: no script but its own inline one, named by its hash (`scriptSources`), no requests but its
 * fonts, no forms. Cross-Origin-Resource-Policy lets a framing page that isolates itself load it.
 */
export function framableSecurityHeaders(scriptSources: string[]): Readonly<Record<string, string>> {
  return securityHeaders({
    strictTransportSecurity: HELMET_OPTIONS.strictTransportSecurity,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        scriptSrc: scriptSources,
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'none'"],
        frameAncestors: ['*'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: false,
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
};

/**
 * Answers a request Node's parser refused (headers too large, too slow, malformed) before Fastify
 * saw it, as Fastify's default does, but with the same security headers as every other answer and
 * the usual `{ message, code }`.
 */
let rawHeaders: string | undefined;

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is malformed.',
  ];
  const body = JSON.stringify({ message, code: codeOfStatus(status) });
  rawHeaders ??= Object.entries(securityHeaders())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n${rawHeaders}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A NUL byte in the URL, raw or percent-encoded. */
const hasNulByte = (url: string) => url.includes('\0') || url.includes('%00');

/** Security headers on every answer, and the rate-limit machinery routes opt into. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const headers = securityHeaders(helmetOptionsFor(opts.mapTileUrl));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The id on every log line of this request, so a person reporting a problem can quote it.
    reply.header('x-request-id', request.id);
    // PostgreSQL text cannot hold a NUL byte: a page's URL (whose server render queries the catalogue)
    // is refused here rather than failing deep in a query. API requests get the input guard's
    // refusal, which names the field.
    if (!request.url.startsWith('/api/') && hasNulByte(request.url)) {
      return done(badRequest('The request must not contain a NUL byte.'));
    }
    done();
  });
  await app.register(rateLimit, {
    global: false,
    redis: opts.redis,
    nameSpace: 'attune:rl:',
    // A Redis outage must not take the site down with it.
    skipOnError: true,
    // Thrown by the plugin (which has set Retry-After already), so the error handler answers it like
    // every other refusal: `{ message, code: 'RATE_LIMITED' }`.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        {},
        'RATE_LIMITED',
      ),
  });
});
