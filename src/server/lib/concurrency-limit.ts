/**
 * Runs at most `limit` tasks at once; the rest wait their turn, first come first served. For work
 * whose cost adds up when many run together, so parallel requests queue rather than pile up: memory
 * in proportion to its input (decoding photos), or the one JavaScript thread (drawing pages).
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
