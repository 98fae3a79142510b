import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorSchema } from '../../common/schemas/error';
import { isDatabaseUnavailable, loggableError } from '../lib/db-errors';
import { codeOfStatus, HttpError } from '../lib/http-errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_503 = 'The service is temporarily unavailable. Please try again in a moment.';

/** Turns a schema issue into one human sentence that names the field. */
function describeIssue(
  context: string | undefined,
  issue: { instancePath: string; keyword: string; message?: string },
): string {
  const message = issue.message ?? 'is invalid';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field) {
    // A body that is not an object at all; a rule over the whole body ("Send a rating or a comment
    // to change") keeps its own words.
    return context === 'body' && issue.keyword === 'invalid_type'
      ? 'The request body must be a JSON object.'
      : message;
  }
  // Messages written for people already name their field ('Name is required'); zod's defaults do not.
  const lastSegment = field.split('.').pop() ?? field;
  // A message that opens with the field's first or last word names it too: "Password must be…" for
  // newPassword, "Cancellation window (hours) must be…" for cancellationWindowHours.
  const words = lastSegment.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  const named =
    [lastSegment, words.join(' ')].some((name) => message.toLowerCase().includes(name.toLowerCase())) ||
    [words[0], words.at(-1)].some(
      (word) => word !== undefined && message.toLowerCase().startsWith(`${word.toLowerCase()} `),
    );
  return named ? message : `${field}: ${message}`;
}

function describeClientError(error: FastifyError, status: number): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Send the request body as JSON (Content-Type: application/json).';
  if (status === 429) return error.message;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(error.message)) {
    return 'The request body is not valid JSON.';
  }
  return error.message;
}

/**
 * The one error handler: every failure leaves as `{ message, code }` (src/common/error-codes.ts); 5xx
 * bodies never carry internals. An HttpError brings its own code; anything else (the framework's
 * 413/415, a rate limit, a crash) gets its status's general code.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A route names the statuses it means to answer; any other 4xx or 5xx (a 413, 415 or 429 from the
  // framework, a 500) is declared here once, so that the serializer compiled from errorSchema writes
  // every answer, the failures included, and nothing else.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) {
      route.schema.response = { '4xx': errorSchema, '5xx': errorSchema, ...route.schema.response };
    }
  });
  app.setErrorHandler(async (raised: FastifyError, request, reply) => {
    // A route that checks its token in its own statement answers the sign-in first (plugins/auth.ts).
    const error = (await app.signInBefore(request, raised)) as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first ? describeIssue(error.validationContext, first) : 'The request is invalid.';
      return reply.code(400).send({ message, code: 'VALIDATION' });
    }
    if (error instanceof HttpError) {
      const code = error.code ?? codeOfStatus(error.statusCode);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, message: error.message, code });
    }
    // A FastifyError's own `code` (FST_ERR_…) names the framework's internals, not the API's list.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: describeClientError(error, status), code: codeOfStatus(status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: UNAVAILABLE_503, code: 'UNAVAILABLE' });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_500, code: 'INTERNAL' });
  });
});
