/**
 * What happened, as the outbox stores it (docs/decisions/0019). Events name rows by id; the e-mail
 * and the in-app text are drawn from the rows when they are made, so an event stays small.
 */
/** The details of a session a student is told about when they change. */
export type SessionDetail = 'meetingLink' | 'specialInstructions';

export type OutboxEvent =
  /**
   * Paid, or promoted from the waitlist (then `promoted`). It is also the owner's new booking: the
   * daily digest reports these (a hold never paid was never a booking to the studio).
   */
  | { kind: 'booking.confirmed'; bookingId: string; promoted: boolean }
  /** Cancelled by the student. */
  | { kind: 'booking.cancelled'; bookingId: string }
  /** Cancelled by the studio: everyone booked and everyone waiting is told. */
  | { kind: 'session.cancelled'; sessionId: string; bookingIds: string[]; waitingUserIds: string[] }
  /** The studio moved the session; the old time is kept here, the new one is the session's. */
  | { kind: 'session.moved'; sessionId: string; bookingIds: string[]; oldStart: string; oldEnd: string }
  /**
   * The studio changed how to join (the meeting link) or its instructions, and not the time (a move
   * says so itself). Who had a place then is named; only those still confirmed are told.
   */
  | { kind: 'session.updated'; sessionId: string; bookingIds: string[]; changed: SessionDetail[] }
  | { kind: 'reminder'; bookingId: string }
  | { kind: 'review-invite'; bookingId: string }
  | { kind: 'owner.digest'; ownerId: string; bookingIds: string[]; day: string }
  /** The raw token lives here only until the e-mail has left (docs/decisions/0033). */
  | { kind: 'password.reset'; userId: string; token?: string }
  /** Someone tried to sign up with this account's e-mail: its holder is told, nothing is created. */
  | { kind: 'account.exists'; userId: string }
  /**
   * A gift card was bought: its recipient gets the code, its buyer a receipt. The plain code lives
   * here only until the e-mails have left; the card keeps only its hash (docs/decisions/0057).
   */
  | { kind: 'gift-card.sent'; giftCardId: string; code?: string }
  /** A pass or membership was bought: its receipt (docs/decisions/0062). */
  | { kind: 'pass.purchased'; passId: string }
  /** A pass ends within 7 days with credits left (once per pass). */
  | { kind: 'pass.expiring'; passId: string }
  /** A membership renews in 3 days (once per period): the amount and how to cancel. */
  | { kind: 'pass.renewal-reminder'; passId: string; renewsAt: string }
  /** A membership renewed into `period`: the receipt. */
  | { kind: 'pass.renewed'; passId: string; period: number }
  /** The renewal's charge was declined: the membership is past due. */
  | { kind: 'pass.renewal-failed'; passId: string; period: number }
  /** The studio was suspended, which ended the pass: what it refunded, and where (docs/decisions/0120). */
  | { kind: 'pass.ended'; passId: string }
  /**
   * A place opened up, but the pass the student named when joining the waitlist could not pay for it
   * then (`reason` is the booking refusal's code): the next in line had it, and they are told why.
   */
  | {
      kind: 'waitlist.skipped';
      sessionId: string;
      userId: string;
      passId: string;
      reason: 'PASS_EMPTY' | 'PASS_EXPIRED' | 'PASS_NOT_VALID';
    }
  /** A late cancellation's place was taken from the waitlist: its late fee is refunded (or its credit back). */
  | { kind: 'booking.refilled'; bookingId: string }
  /** An operator refunded (part of) a paid booking on the studio's behalf (docs/decisions/0079). */
  | { kind: 'booking.refunded'; bookingId: string; refundId: string }
  /** An operator hid the person's review: it left the studio's page and rating. */
  | { kind: 'review.hidden'; reviewId: string; reason: string };

/** The channel a committed event is announced on: NOTIFY is transactional, so a rollback says nothing. */
export const OUTBOX_CHANNEL = 'attune_outbox';
