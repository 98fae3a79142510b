// Driver errors arrive wrapped (Drizzle's DrizzleQueryError around a pg or PGlite error), so every
// check walks the cause chain.

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

function* causeChain(error: unknown): Generator<DriverError> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

/** A unique-index violation (SQLSTATE 23505), optionally of one named constraint or index. */
export function uniqueViolation(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set([
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
  // Overloaded rather than broken: a statement cancelled by statement_timeout, or no connection slot
  // left. The client is told to retry (503) instead of being shown a server error.
  '57014',
  '53300',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Errors that mean "cannot reach PostgreSQL" (or it cannot keep up) rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (UNAVAILABLE_CODES.has(e.code ?? '') || UNAVAILABLE_MESSAGE.test(e.message ?? '')) return true;
  }
  return false;
}

/**
 * The error as it may be logged. Drizzle's message and the drivers' `params` carry the query's
 * parameters (password hashes, token hashes, e-mail addresses), so only the SQL text, codes and
 * stacks are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain = [...causeChain(error)].map((e) => {
    const raw = e as DriverError & { name?: string; stack?: string };
    return {
      type: raw.name,
      message: (raw.message ?? '').replace(/\nparams:[\s\S]*$/, ''),
      code: raw.code,
      constraint: raw.constraint,
      // Only the frames: the stack's first line repeats the message, parameters included.
      stack: raw.stack
        ?.split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    };
  });
  const [first, ...causes] = chain;
  return { ...first, causes: causes.length > 0 ? causes : undefined };
}
