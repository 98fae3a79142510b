import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. The library's default algorithm is argon2id.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** At most this many hashes run at once, so a burst of sign-ups cannot exhaust a 2-core machine. */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(passwordHash, password).catch(() => false));
}
