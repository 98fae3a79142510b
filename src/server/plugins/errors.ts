import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_503 = 'The service is temporarily unavailable. Please try again in a moment.';

/** Turns a schema issue into one human sentence that names the field. */
function describeIssue(context: string | undefined, instancePath: string, message: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field) return context === 'body' ? 'The request body must be a JSON object.' : message;
  // Messages written for people already name their field ('Name is required'); zod's defaults do not.
  const lastSegment = field.split('.').pop() ?? field;
  return message.toLowerCase().includes(lastSegment.toLowerCase()) ? message : `${field}: ${message}`;
}

/** Errors from the database driver that mean "cannot reach PostgreSQL" rather than a bug. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  const code = e.code ?? '';
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code)
  ) {
    return true;
  }
  const message = e.message ?? '';
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  ) {
    return true;
  }
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/** The one error handler: every failure leaves as `{ message }`; 5xx bodies never carry internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first
        ? describeIssue(error.validationContext, first.instancePath, first.message ?? 'is invalid')
        : 'The request is invalid.';
      return reply.code(400).send({ message });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request body is too large.'
          : status === 415
            ? 'Send the request body as JSON (Content-Type: application/json).'
            : status === 429
              ? error.message
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(error.message)
                ? 'The request body is not valid JSON.'
                : error.message;
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_503 });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_500 });
  });
});
