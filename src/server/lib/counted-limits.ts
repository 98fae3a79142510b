import type { CounterStore } from './counter-store';
import { tooManyRequests } from './http-errors';

/** At most `max` counted uses under `key` in a fixed window of `windowMs`; `refusal` says so to a person. */
export interface CountedLimit {
  key: string;
  max: number;
  windowMs: number;
  refusal: string;
}

/** How long until a window reopens, in the words of a refusal: minutes up to 90 of them, then hours. */
function wait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Runs `action` counted against every limit, and keeps the count only when `counts` says its outcome
 * used the allowance (a wrong code, a purchase made); anything else is taken back. The use is counted
 * BEFORE the action runs, as the sign-in throttle does, so a burst of parallel requests cannot all
 * slip under a limit between a check and a count. Over any limit the action does not run, none of it
 * is counted, and the answer is a 429 RATE_LIMITED with Retry-After.
 */
export async function countedAction<T>(
  store: CounterStore,
  limits: CountedLimit[],
  action: () => Promise<T>,
  counts: (outcome: { value: T } | { error: unknown }) => boolean,
): Promise<T> {
  const windows = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs)));
  const takeBack = () => Promise.all(limits.map((limit) => store.undo(limit.key)));
  const over = limits.findIndex((limit, i) => (windows[i]?.count ?? 0) > limit.max);
  if (over >= 0) {
    await takeBack();
    const resetInMs = Math.max(
      ...windows.filter((w, i) => w.count > (limits[i]?.max ?? 0)).map((w) => w.resetInMs),
    );
    throw tooManyRequests(
      `${limits[over]?.refusal} Please try again in ${wait(resetInMs)}.`,
      Math.max(1, Math.ceil(resetInMs / 1000)),
      'RATE_LIMITED',
    );
  }
  let value: T;
  try {
    value = await action();
  } catch (error) {
    if (!counts({ error })) await takeBack();
    throw error;
  }
  if (!counts({ value })) await takeBack();
  return value;
}
