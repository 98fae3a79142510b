import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, in the order asked, and goes on after a failure', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const task = (i: number) => () =>
      new Promise<number>((resolve, reject) => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        releases.push(() => {
          running--;
          if (i === 1) reject(new Error('broken photo'));
          else resolve(i);
        });
      });
    const results = Promise.allSettled([1, 2, 3, 4, 5].map((i) => run(task(i))));
    // Let each started task be released in turn until all have run.
    for (let released = 0; released < 5; released++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    const settled = await results;
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(settled.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
