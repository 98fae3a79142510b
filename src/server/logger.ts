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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
}
