import type { Redis } from 'ioredis';

// Fixed-window counters for the limits that count people's attempts (failed sign-ins, photo uploads,
// promo-code guesses, gift-card purchases): in this process's memory, or shared through Redis.

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

  /** `now` in milliseconds: the app's clock, so a test that moves it moves the windows too. */
  constructor(private readonly now: () => number) {}

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
    private readonly prefix: string,
    /** Where counting goes while Redis is away (Redis keeps its own time for its windows). */
    private readonly fallback: CounterStore,
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
