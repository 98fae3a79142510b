import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LoginLimits {
  /** Failed attempts on one account (from anywhere) per window. */
  perAccount: number;
  /** Failed attempts from one IP address (on any accounts) per window. */
  perIp: number;
  windowMs: number;
}

/**
 * Ten guesses per account per quarter hour make online guessing useless against any password that
 * passed the common-password check, while a real user is never locked out longer than 15 minutes.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perIp: 30, windowMs: 15 * 60_000 };

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters: the first hit opens a window; later hits never extend it. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back; a no-op when the window has already closed. */
  undo(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      // Sweep closed windows now and then, so a spray over many addresses cannot grow memory forever.
      if (this.windows.size > 10_000) this.sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async undo(key: string): Promise<void> {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > this.now() && entry.count > 0) entry.count--;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const UNDO_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Shared counters for several instances. If Redis is unreachable the process falls back to its own
 * memory: limits per instance are weaker than shared ones but far better than none or a locked door.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'attune:login:',
    private readonly fallback: CounterStore = new MemoryCounterStore(),
    private readonly onError: (err: Error) => void = () => {},
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    } catch (err) {
      this.onError(err as Error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async undo(key: string): Promise<void> {
    try {
      await this.redis.eval(UNDO_SCRIPT, 1, this.prefix + key);
    } catch (err) {
      this.onError(err as Error);
      await this.fallback.undo(key);
    }
  }
}

/**
 * Limits failed sign-ins per account and per IP. Every attempt is counted BEFORE the password is
 * checked and a success is taken back afterwards, so a burst of parallel guesses cannot slip past
 * the limit between check and count.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private keys(ip: string, email: string) {
    // Hashed so the store holds no e-mail addresses.
    const account = createHash('sha256').update(email).digest('base64url');
    return [
      { key: `acct:${account}`, limit: this.limits.perAccount },
      { key: `ip:${ip}`, limit: this.limits.perIp },
    ];
  }

  /** Counts an attempt; returns the seconds to wait when a limit is exceeded, else undefined. */
  async begin(ip: string, email: string): Promise<number | undefined> {
    const keys = this.keys(ip, email);
    const counts = await Promise.all(keys.map(({ key }) => this.store.hit(key, this.limits.windowMs)));
    const blockedFor = counts
      .filter((c, i) => c.count > (keys[i]?.limit ?? Number.POSITIVE_INFINITY))
      .map((c) => c.resetInMs);
    return blockedFor.length > 0 ? Math.ceil(Math.max(...blockedFor) / 1000) : undefined;
  }

  /** A successful sign-in is not a failure: its attempt is taken back. */
  async succeeded(ip: string, email: string): Promise<void> {
    await Promise.all(this.keys(ip, email).map(({ key }) => this.store.undo(key)));
  }
}
