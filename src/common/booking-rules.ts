// The booking lifecycle's rules, shared so the pages say exactly what the server decides.

const HOUR_MS = 3_600_000;

/** A student promoted from the waitlist did not choose the timing: 2 hours to cancel without penalty. */
const PROMOTED_GRACE_HOURS = 2;

/** No promotion from the waitlist in the last hour before the start: the freed place is open to anyone. */
export const PROMOTION_CUTOFF_HOURS = 1;

/** The session's start minus the studio's cancellation window (in SQL: places/rows/bookings.writes.ts). */
export function cancellationDeadline(startTime: Date, windowHours: number): Date {
  return new Date(startTime.getTime() - windowHours * HOUR_MS);
}

/** A booking, with what its cancellation deadline is read from. */
interface DeadlineTerms {
  /** The deadline it was paid with (docs/decisions/0118); null while held. */
  cancellationDeadline: Date | null;
  startTime: Date;
  /** The studio's window now. */
  windowHours: number;
}

/**
 * The booking's cancellation deadline: the one it was sold with, kept when it was paid, so a studio
 * changing its window changes no deadline already sold; until paid, the studio's window now.
 */
export function deadlineOf(booking: DeadlineTerms): Date {
  return booking.cancellationDeadline ?? cancellationDeadline(booking.startTime, booking.windowHours);
}

/** When a promoted booking's penalty-free cancellation ends; null for a booking that was not promoted. */
export function freeCancellationUntil(promotedAt: Date | null): Date | null {
  return promotedAt ? new Date(promotedAt.getTime() + PROMOTED_GRACE_HOURS * HOUR_MS) : null;
}

/** Whether cancelling at `now` is late (no refund): after the deadline, unless within a promotion's grace. */
export function isLateCancellation(now: Date, booking: DeadlineTerms & { promotedAt: Date | null }): boolean {
  const graceEnd = freeCancellationUntil(booking.promotedAt);
  if (graceEnd && now < graceEnd) return false;
  return now > deadlineOf(booking);
}
