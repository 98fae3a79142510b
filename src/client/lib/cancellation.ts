import { formatLondonDateTime } from '../../common/format';

/** What a booking says about cancelling it (GET /api/bookings/:id, /api/user/bookings). */
interface CancellationTerms {
  cancellationDeadline: string;
  /** A place promoted from the waitlist may be cancelled free until promotion + 2 h. */
  freeCancellationUntil?: string | null;
}

/**
 * Whether cancelling at `now` is free (full refund) or late (no refund), and until when it is free.
 * The server decides for real when the student confirms; this is what the screens promise beforehand.
 */
export function cancellationOutcome(terms: CancellationTerms, now: number) {
  const deadline = Date.parse(terms.cancellationDeadline);
  const grace = terms.freeCancellationUntil ? Date.parse(terms.freeCancellationUntil) : Number.NaN;
  // Late means after the deadline, unless still inside a promotion's grace period (the server's rule).
  const inGrace = now < grace;
  const free = inGrace || now <= deadline;
  const freeUntil = inGrace && grace > deadline ? grace : deadline;
  return { free, freeUntil: new Date(freeUntil).toISOString() };
}

/** "Free cancellation until Fri 4 Dec 2026, 18:30 (London time)" or the late wording once it has passed. */
export function deadlineSentence(terms: CancellationTerms, now: number): string {
  const { free, freeUntil } = cancellationOutcome(terms, now);
  const when = formatLondonDateTime(freeUntil);
  return free
    ? `Free cancellation until ${when}`
    : `Free cancellation ended ${when}; cancelling now gets no refund`;
}
