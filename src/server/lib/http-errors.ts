/** An error with an HTTP status and a human message; the central error handler turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer must carry, e.g. Retry-After on a 429 or WWW-Authenticate on a 401. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message, { 'www-authenticate': 'Bearer' });
/** The answer to a token that is well formed but not live (unknown, revoked or expired). */
export const invalidToken = () =>
  unauthorized('Your session has expired or is no longer valid. Please sign in again.');
export const forbidden = (message: string) => new HttpError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
