import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatTime } from '../../../../common/format';

const SECOND = 1000;

function remaining(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / SECOND));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * "Your place is held until 18:42 (9:58 left)", counting down each second. When the hold runs out
 * `onExpired` runs once, so the page can show what the server says the booking is now.
 */
export function HoldCountdown({
  holdExpiresAt,
  onExpired,
}: {
  holdExpiresAt: string;
  onExpired: () => void;
}) {
  const until = Date.parse(holdExpiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = now >= until;
  useEffect(() => {
    if (expired) {
      onExpired();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [expired, onExpired]);
  return (
    <p className="mt-3 flex items-center gap-2 text-lg text-muted">
      <Timer aria-hidden="true" className="size-5 shrink-0 text-sage" />
      <span>
        Your place is held until {formatTime(holdExpiresAt)}{' '}
        <span className="font-semibold text-ink tabular-nums">({remaining(until, now)} left)</span>. Pay to
        finish your booking.
      </span>
    </p>
  );
}
