import type { Response } from 'light-my-request';
import { ERROR_CODES } from '../../src/common/error-codes';

/**
 * Whether an answer is the refusal a bad request must get: the expected status and a JSON body that
 * is exactly `{ message, code }` with a non-empty message and a code of the published list.
 */
export function isRefusal(res: Response, status: number): boolean {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return (
    res.statusCode === status &&
    /^application\/json/.test(String(res.headers['content-type'])) &&
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).sort().join() === 'code,message' &&
    typeof (body as { message: unknown }).message === 'string' &&
    (body as { message: string }).message.length > 0 &&
    (ERROR_CODES as readonly unknown[]).includes((body as { code: unknown }).code)
  );
}
