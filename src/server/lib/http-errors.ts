import type { ErrorCode } from '../../common/error-codes';

/**
 * An error with an HTTP status, a human message and a stable code; the central error handler
 * (plugins/errors.ts) turns it into `{ message, code }`. Clients decide on the code, never on the text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer must carry, e.g. Retry-After on a 429 or WWW-Authenticate on a 401. */
    readonly headers: Record<string, string> = {},
    /** The stable identifier of what went wrong; undefined takes the status's general code. */
    readonly code?: ErrorCode,
    /**
     * Fields the answer carries beside message and code, for a program to act on (WAIVER_REQUIRED's
     * studioId and version); the route's error schema must name them, or the serializer drops them.
     */
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The general code of a status, for an error that names none (a framework's 413, a plain 500…). */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_DECLINED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') =>
  new HttpError(404, message, {}, code);
export const badRequest = (message: string, code: ErrorCode = 'VALIDATION') =>
  new HttpError(400, message, {}, code);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new HttpError(409, message, {}, code);
export const unprocessable = (message: string, code: ErrorCode = 'VALIDATION') =>
  new HttpError(422, message, {}, code);
export const unauthorized = (message = 'Please sign in to continue.', code: ErrorCode = 'UNAUTHORIZED') =>
  new HttpError(401, message, { 'www-authenticate': 'Bearer' }, code);
/** The answer to a token that is well formed but not live (unknown, revoked or expired). */
export const invalidToken = () =>
  unauthorized('Your session has expired or is no longer valid. Please sign in again.', 'INVALID_TOKEN');
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') =>
  new HttpError(403, message, {}, code);
export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  code: ErrorCode = 'RATE_LIMITED',
) => new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) }, code);
