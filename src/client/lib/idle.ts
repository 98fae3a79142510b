/**
 * Runs `callback` once the browser has nothing more urgent to do (within `timeoutMs` at the latest),
 * and returns a function that cancels it. Browsers without requestIdleCallback wait a moment instead.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
