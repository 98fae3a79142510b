import { startTransition, useEffect, useState } from 'react';

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

/**
 * False on the first render (so it matches the server's HTML), then true once the browser has been
 * idle: for work a page can do without while it is loading. The update is a transition, so the render
 * it causes yields to anything the visitor does.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
