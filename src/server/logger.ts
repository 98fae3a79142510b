import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
