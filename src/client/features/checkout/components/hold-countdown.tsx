import { Timer } from 'lucide-react';
import { formatTime } from '../../../../common/format';
import { useCountdown } from '../../../lib/countdown';

/**
 * "Your place is held until 18:42 (09:58 left)", counting down each second. When the hold runs out
 * `onExpired` runs once, so the page can show what the server says the booking is now.
 */
export function HoldCountdown({
  holdExpiresAt,
  onExpired,
}: {
  holdExpiresAt: string;
  onExpired: () => void;
}) {
  const { remaining } = useCountdown(holdExpiresAt, onExpired);
  return (
    <p className="mt-3 flex items-center gap-2 text-lg text-muted">
      <Timer aria-hidden="true" className="size-5 shrink-0 text-sage" />
      <span>
        Your place is held until {formatTime(holdExpiresAt)}{' '}
        <span className="font-semibold text-ink tabular-nums">({remaining} left)</span>. Pay to finish your
        booking.
      </span>
    </p>
  );
}
