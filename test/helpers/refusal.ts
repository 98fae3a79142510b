import type { Response } from 'light-my-request';

/**
 * Whether an answer is the refusal a bad request must get: the expected status and a JSON body that
 * is exactly `{ message }` with a non-empty message.
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
    Object.keys(body).join() === 'message' &&
    typeof (body as { message: unknown }).message === 'string' &&
    (body as { message: string }).message.length > 0
  );
}
