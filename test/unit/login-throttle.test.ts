import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from '../../src/server/lib/counter-store';
import { LoginThrottle, type LoginVerdict } from '../../src/server/modules/auth/login-throttle';

/** A store in this process's memory on the machine's clock (the app gives it the app's). */
const inMemory = () => new MemoryCounterStore(() => Date.now());

const limits = {
  perAccountAndIp: 3,
  perIp: 5,
  accountSlowdownAfter: 4,
  accountDelayMs: 100,
  accountMaxDelayMs: 1000,
  windowMs: 60_000,
};
const refused = (v: LoginVerdict) => ('refusedForSeconds' in v ? v.refusedForSeconds : undefined);
const delay = (v: LoginVerdict) => ('delayMs' in v ? v.delayMs : undefined);

/** The same behaviour whichever store counts. */
function behavesAsAThrottle(makeStore: () => CounterStore) {
  it('refuses an account from one address after its limit, but never the account from elsewhere', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    for (let i = 0; i < 3; i++) expect(refused(await throttle.begin('10.0.0.1', 'a@x.com'))).toBeUndefined();
    const wait = refused(await throttle.begin('10.0.0.1', 'a@x.com'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused(await throttle.begin('10.0.0.2', 'a@x.com'))).toBeUndefined();
    expect(refused(await throttle.begin('10.0.0.1', 'b@x.com'))).toBeUndefined();
  });

  it('refuses an address after its limit, whatever the account', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    for (let i = 0; i < 5; i++)
      expect(refused(await throttle.begin('10.0.1.1', `u${i}@x.com`))).toBeUndefined();
    expect(refused(await throttle.begin('10.0.1.1', 'new@x.com'))).toBeGreaterThan(0);
    expect(refused(await throttle.begin('10.0.1.2', 'new@x.com'))).toBeUndefined();
  });

  it('slows an account failing from many addresses down, doubling up to the cap, without refusing it', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    const delays = [];
    for (let i = 0; i < 10; i++) delays.push(delay(await throttle.begin(`10.0.6.${i}`, 'many@x.com')));
    expect(delays).toEqual([0, 0, 0, 0, 0, 100, 200, 400, 800, 1000]);
  });

  it('does not count attempts that succeeded', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    for (let i = 0; i < 10; i++) {
      expect(await throttle.begin('10.0.2.1', 'ok@x.com')).toEqual({ delayMs: 0 });
      await throttle.succeeded('10.0.2.1', 'ok@x.com');
    }
  });
}

describe('LoginThrottle in memory', () => {
  behavesAsAThrottle(() => inMemory());

  it('lets the pair in again once the window has passed', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new MemoryCounterStore(() => now), limits);
    for (let i = 0; i < 3; i++) await throttle.begin('10.0.3.1', 'late@x.com');
    expect(refused(await throttle.begin('10.0.3.1', 'late@x.com'))).toBe(60);
    now += 30_000;
    expect(refused(await throttle.begin('10.0.3.1', 'late@x.com'))).toBe(30);
    now += 30_001;
    expect(refused(await throttle.begin('10.0.3.1', 'late@x.com'))).toBeUndefined();
  });
});

describe.skipIf(!process.env.REDIS_URL)('LoginThrottle on Redis (REDIS_URL)', () => {
  const redis = new Redis(process.env.REDIS_URL as string, { lazyConnect: true });
  const prefix = `attune:test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  behavesAsAThrottle(
    () => new RedisCounterStore(redis, `${prefix}${randomBytes(4).toString('hex')}:`, inMemory()),
  );

  it('shares counts between instances', async () => {
    const shared = `${prefix}shared:`;
    const a = new LoginThrottle(new RedisCounterStore(redis, shared, inMemory()), limits);
    const b = new LoginThrottle(new RedisCounterStore(redis, shared, inMemory()), limits);
    for (let i = 0; i < 3; i++) await (i % 2 ? a : b).begin('10.0.4.1', 'both@x.com');
    expect(refused(await b.begin('10.0.4.1', 'both@x.com'))).toBeGreaterThan(0);
  });

  it('falls back to memory when Redis is unreachable instead of failing the sign-in', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    dead.on('error', () => {});
    const errors: Error[] = [];
    const throttle = new LoginThrottle(
      new RedisCounterStore(dead, prefix, inMemory(), (e) => errors.push(e)),
      limits,
    );
    for (let i = 0; i < 3; i++)
      expect(refused(await throttle.begin('10.0.5.1', 'down@x.com'))).toBeUndefined();
    expect(refused(await throttle.begin('10.0.5.1', 'down@x.com'))).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
    dead.disconnect();
  });
});
