import { useEffect, useState } from 'react';

const SECOND = 1000;

/** What is left until `until` (ms) at `now`, as "mm:ss"; "00:00" once past. */
export function formatRemaining(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / SECOND));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left until `until` (an ISO instant), ticking each second; `onExpired` runs once it is
 * reached, so the page can read what the server says now.
 */
export function useCountdown(until: string, onExpired: () => void) {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const expired = now >= end;
  useEffect(() => {
    if (expired) {
      onExpired();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [expired, onExpired]);
  return { remaining: formatRemaining(end, now), expired };
}
