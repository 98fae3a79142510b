/**
 * One key per attempt: if the answer is lost and the same attempt is sent again, the server returns
 * what the first one made (a booking, a pass) instead of making a second. randomUUID exists only on
 * secure origins (https, localhost); getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
