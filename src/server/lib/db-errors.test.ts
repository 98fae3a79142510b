import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

// Drizzle wraps the driver's error: the SQLSTATE sits on the cause.
const wrapped = (code: string, message: string) =>
  new Error('Failed query: select …', { cause: Object.assign(new Error(message), { code }) });

describe('isDatabaseUnavailable', () => {
  it('treats a statement cancelled by statement_timeout as a busy database (503), not a bug', () => {
    expect(isDatabaseUnavailable(wrapped('57014', 'canceling statement due to statement timeout'))).toBe(
      true,
    );
  });

  it('treats "too many connections" and a dropped connection as unavailable', () => {
    expect(isDatabaseUnavailable(wrapped('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('57P01', 'terminating connection'))).toBe(true);
  });

  it('leaves real failures alone: a unique violation or a syntax error is not "unavailable"', () => {
    expect(isDatabaseUnavailable(wrapped('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
