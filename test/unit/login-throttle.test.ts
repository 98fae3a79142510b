import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CounterStore,
  LoginThrottle,
  MemoryCounterStore,
  RedisCounterStore,
} from '../../src/server/modules/auth/login-throttle';

const limits = { perAccount: 3, perIp: 5, windowMs: 60_000 };

/** The same behaviour whichever store counts. */
function behavesAsAThrottle(makeStore: () => CounterStore) {
  it('blocks an account after its limit, for the rest of the window only', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    for (let i = 0; i < 3; i++) expect(await throttle.begin(`10.0.0.${i}`, 'a@x.com')).toBeUndefined();
    const wait = await throttle.begin('10.0.0.99', 'a@x.com');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await throttle.begin('10.0.0.99', 'b@x.com')).toBeUndefined();
  });

  it('blocks an address after its limit, whatever the account', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    for (let i = 0; i < 5; i++) expect(await throttle.begin('10.0.1.1', `u${i}@x.com`)).toBeUndefined();
    expect(await throttle.begin('10.0.1.1', 'new@x.com')).toBeGreaterThan(0);
    expect(await throttle.begin('10.0.1.2', 'new@x.com')).toBeUndefined();
  });

  it('does not count attempts that succeeded', async () => {
    const throttle = new LoginThrottle(makeStore(), limits);
    for (let i = 0; i < 10; i++) {
      expect(await throttle.begin('10.0.2.1', 'ok@x.com')).toBeUndefined();
      await throttle.succeeded('10.0.2.1', 'ok@x.com');
    }
  });
}

describe('LoginThrottle in memory', () => {
  behavesAsAThrottle(() => new MemoryCounterStore());

  it('lets the account in again once the window has passed', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new MemoryCounterStore(() => now), limits);
    for (let i = 0; i < 4; i++) await throttle.begin('10.0.3.1', 'late@x.com');
    expect(await throttle.begin('10.0.3.2', 'late@x.com')).toBe(60);
    now += 30_000;
    expect(await throttle.begin('10.0.3.2', 'late@x.com')).toBe(30);
    now += 30_001;
    expect(await throttle.begin('10.0.3.2', 'late@x.com')).toBeUndefined();
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

  behavesAsAThrottle(() => new RedisCounterStore(redis, `${prefix}${randomBytes(4).toString('hex')}:`));

  it('shares counts between instances', async () => {
    const shared = `${prefix}shared:`;
    const a = new LoginThrottle(new RedisCounterStore(redis, shared), limits);
    const b = new LoginThrottle(new RedisCounterStore(redis, shared), limits);
    await a.begin('10.0.4.1', 'both@x.com');
    await b.begin('10.0.4.2', 'both@x.com');
    await a.begin('10.0.4.3', 'both@x.com');
    expect(await b.begin('10.0.4.4', 'both@x.com')).toBeGreaterThan(0);
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
      new RedisCounterStore(dead, prefix, new MemoryCounterStore(), (e) => errors.push(e)),
      limits,
    );
    for (let i = 0; i < 3; i++) expect(await throttle.begin('10.0.5.1', 'down@x.com')).toBeUndefined();
    expect(await throttle.begin('10.0.5.1', 'down@x.com')).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
    dead.disconnect();
  });
});
