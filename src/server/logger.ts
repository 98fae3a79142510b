import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Paths pino blanks out. Fastify's default request serializer logs neither headers nor bodies, so
 * these guard against a future `log.info({ req.headers })` or `log.info({ body })` leaking secrets.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.*.password',
  '*.*.token',
  'body.password',
  'body.token',
  // Health answers (a waiver's signature, docs/decisions/0128): never in a log, however logged.
  'answers',
  '*.answers',
  'body.answers',
];

/** A calendar feed's URL is its credential (/api/calendar/{secret}.ics): logs keep only the route. */
export const redactUrl = (url: string) => url.replace(/^\/api\/calendar\/[^?#]*/, '/api/calendar/[redacted]');

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Readable lines through pino-pretty, in a worker thread of pino's (a transport): the time, level,
 * the request id in brackets, then the message; the request and answer on one line after it.
 */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId',
    messageFormat: '{if reqId}[{reqId}] {end}{msg}',
    singleLine: true,
  },
};

/**
 * pino's options: JSON lines, one object each, or readable lines when `pretty` (LOG_PRETTY, or a
 * terminal outside production; docs/decisions/0083). Either way every line of a request carries its
 * `reqId`, the X-Request-Id of its answer.
 */
export function loggerOptions(
  level: string,
  options: { pretty?: boolean } = {},
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(options.pretty ? { transport: PRETTY_TRANSPORT } : {}),
  };
}
