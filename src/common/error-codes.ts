/**
 * Every error answer is `{ message, code }`: the message is for people (its text may change), the
 * code is for programs and never changes once published. New codes are added here, and only here;
 * the OpenAPI document lists them from this array.
 */
export const ERROR_CODES = [
  // General, one per kind of refusal: what an error gets when nothing more precise applies.
  'VALIDATION',
  /** A request refused before it could be read as one (headers too large, too slow to arrive). */
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  // The booking core's.
  'INVALID_TRANSITION',
  // Accounts: sign-up, sign-in, passwords, deletion.
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_INCORRECT',
  'PASSWORD_UNCHANGED',
  'RESET_LINK_INVALID',
  'UNSUBSCRIBE_LINK_INVALID',
  'ACCOUNT_OWNS_STUDIOS',
  /** An operator suspended the account: sign-in is refused (docs/decisions/0079). */
  'ACCOUNT_SUSPENDED',
  /** An operator's account cannot become a studio owner's: it would lose the operator role (issue 63). */
  'ACCOUNT_IS_OPERATOR',
  // Taking a place: why a session cannot be booked (or waited for) by this account now.
  'SESSION_FULL',
  'ALREADY_BOOKED',
  'SESSION_CANCELLED',
  'SESSION_STARTED',
  'BOOKINGS_CLOSED',
  'PRICE_CHANGED',
  'HOURLY_BOOKING_LIMIT',
  'NEW_ACCOUNT_LIMIT',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  // Paying for a held place.
  'HOLD_EXPIRED',
  'BOOKING_CANCELLED',
  'PAYMENT_DECLINED',
  // The waitlist.
  'WAITLIST_NOT_FULL',
  'ALREADY_WAITING',
  // Reviews.
  'ALREADY_REVIEWED',
  'NOT_ATTENDED',
  'CLASS_NOT_FINISHED',
  // Studio owners: scheduling, capacity, attendance, taking classes and studios out of the catalogue.
  'SESSION_OVERLAP',
  'SESSION_NOT_STARTED',
  'CAPACITY_BELOW_BOOKINGS',
  'STUDIO_DEACTIVATED',
  'CLASS_NOT_SCHEDULABLE',
  'HAS_BOOKED_SESSIONS',
  // The public forms.
  'EMAIL_TAKEN',
  // Rules found by probing the booking core (docs/decisions/0052): an owner booking, waiting for or
  // reviewing their own studio's class; a new hold of a session straight after the last one ran out
  // unpaid; an attendance change once the student has reviewed the class.
  'OWN_STUDIO',
  'HOLD_COOLDOWN',
  'ATTENDANCE_LOCKED',
  // Gift cards and the balance they credit (docs/decisions/0057): a code that is no gift card's, a
  // card already redeemed, a balance too small for what it should pay.
  'GIFT_CARD_INVALID',
  'GIFT_CARD_USED',
  'INSUFFICIENT_BALANCE',
  // Products and passes (docs/decisions/0055, 0056): an intro offer bought twice; a pass that cannot
  // pay for this place; paying from a gift balance that does not cover the price; cancelling a pass
  // that is not a membership.
  'INTRO_USED',
  'PASS_EMPTY',
  'PASS_EXPIRED',
  'PASS_NOT_VALID',
  'NOT_A_MEMBERSHIP',
  // Promo codes applied to a held booking (docs/decisions/0064): no such code at the booking's studio
  // (or deactivated), past its validUntil, all its uses taken, or for a first visit and this is not one.
  'PROMO_INVALID',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_FIRST_VISIT',
  // Operators (docs/decisions/0079): a refund of a booking that was never paid, or of more than is
  // left of what was paid; a studio an operator suspended, which its owner can neither reactivate nor
  // change in any way, products included, until an operator lifts it (docs/decisions/0120).
  'BOOKING_NOT_PAID',
  'REFUND_TOO_LARGE',
  'STUDIO_SUSPENDED',
  // Waivers (docs/decisions/0128): a studio's latest waiver not yet signed by the student (booking,
  // waitlist, products), and a signature of a version that is no longer the latest.
  'WAIVER_REQUIRED',
  'WAIVER_OUTDATED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
