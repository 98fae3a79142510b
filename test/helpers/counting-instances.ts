import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppOptions } from '../../src/server/app';
import { buildTestApp, createTestApp, type TestApp } from './test-app';

// The two ways the app counts what its limits hold (gift-card purchases, promo-code guesses…):
// alone in its process's memory, and with REDIS_URL as several instances sharing one count.

export type CounterKind = 'in memory' | 'shared through Redis';

/** The kinds this run can test: Redis only when REDIS_URL names one (scripts/test.mjs unsets it). */
export const COUNTER_KINDS: CounterKind[] = process.env.REDIS_URL
  ? ['in memory', 'shared through Redis']
  : ['in memory'];

export interface CountingInstances {
  t: TestApp;
  /** The instance to send the `i`th request to: one in memory, two on one database with Redis. */
  app(i: number): FastifyInstance;
  close(): Promise<void>;
}

/**
 * The app counting `kind`'s way. With Redis there are two instances on one database, so a limit that
 * holds over requests spread across them proves the count is shared, not each process's own.
 */
export async function countingInstances(
  kind: CounterKind,
  options: Partial<Omit<AppOptions, 'database'>>,
): Promise<CountingInstances> {
  if (kind === 'in memory') {
    const t = await createTestApp({ seed: false, ...options });
    return { t, app: () => t.app, close: () => t.close() };
  }
  const redis = new Redis(process.env.REDIS_URL as string);
  const t = await createTestApp({ seed: false, ...options, redis });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-media-'));
  const second = await buildTestApp(t.database, { ...options, redis, mediaDir, holdSweepMs: 0 });
  const instances = [t.app, second];
  return {
    t,
    app: (i) => instances[i % instances.length] as FastifyInstance,
    async close() {
      await second.close();
      await t.close();
      redis.disconnect();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * An address no other run has used: Redis keeps its counts between runs (for their window), so a
 * fixed address would find the last run's.
 */
export const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;
