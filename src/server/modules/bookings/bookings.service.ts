import { toPence } from '../../../common/money';
import type { Booking } from '../../../common/schemas/booking';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import {
  badRequest,
  conflict,
  type HttpError,
  invalidToken,
  notFound,
  tooManyRequests,
  unprocessable,
} from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { bookWithPass } from '../places/book-with-pass';
import { expireDueHolds } from '../places/expire-holds';
import { findRefusalFacts, type RefusalFacts } from '../places/refusal-facts';
import { cooldownRefusal, cooldownSince } from '../places/rules/hold-cooldown';
import { ownStudioRefusal } from '../places/rules/own-studio';
import { waiverRefusal } from '../places/rules/waiver-gate';
import {
  type BookingCaps,
  type BookPlaceResult,
  ONE_CONFIRMED_BOOKING_INDEX,
  takePlace,
} from '../places/take-place';
import { toBookingDto } from './bookings.mapper';
import { findBookingOfUser, findBookingsOfUser } from './bookings.repository';
import { findKeyBookingId } from './idempotency.repository';

const ALREADY_BOOKED = 'You have already booked this session.';
const SESSION_FULL = 'Session Fully Booked';

interface NewBooking {
  sessionId: string;
  /** The price the client showed, normalised to "18.00"; absent when a pass pays. */
  amountPaid?: string | undefined;
  /** The caller's pass that pays for the place (docs/decisions/0055): confirmed at once, no hold. */
  passId?: string | undefined;
}

/** The clock and the hold's length, from the app (docs/decisions/0035). */
interface HoldTerms {
  now: Date;
  holdMinutes: number;
  /** After a hold runs out unpaid, the wait before the account may hold that session again. */
  cooldownMinutes: number;
}

/** Why no place could be taken, as the clearest answer for the person booking. */
function refusal(
  s: RefusalFacts | undefined,
  input: NewBooking,
  userId: string,
  caps: BookingCaps,
  terms: HoldTerms,
): HttpError {
  if (!s) return notFound('Session not found');
  const own = ownStudioRefusal(s.studioOwnerId, userId);
  if (own) return own;
  if (s.alreadyBooked) return conflict(ALREADY_BOOKED, 'ALREADY_BOOKED');
  const cooling = cooldownRefusal(s.lastRunOutHold, terms);
  if (cooling) return cooling;
  if (s.perHour) {
    return tooManyRequests(
      'You have made many bookings in the last hour. Please try again later.',
      3600,
      'HOURLY_BOOKING_LIMIT',
    );
  }
  if (s.newAccount) {
    return conflict(
      `New accounts can hold up to ${caps.newAccountUpcoming} upcoming bookings during their first day. Please try again tomorrow.`,
      'NEW_ACCOUNT_LIMIT',
    );
  }
  if (s.status === 'cancelled') return conflict('This session has been cancelled.', 'SESSION_CANCELLED');
  if (s.status !== 'scheduled' || !s.upcoming) {
    return conflict(
      'This session has already started or finished, so it can no longer be booked.',
      'SESSION_STARTED',
    );
  }
  if (!s.open) return conflict('This class is not taking bookings at the moment.', 'BOOKINGS_CLOSED');
  // Before "full": signing is what the student can do now, and a full session's waitlist asks it too.
  const unsigned = waiverRefusal({ studioId: s.studioId, version: s.waiverVersion, signed: s.waiverSigned });
  if (unsigned) return unsigned;
  if (s.taken >= s.maxParticipants) return conflict(SESSION_FULL, 'SESSION_FULL');
  if (input.amountPaid !== undefined && toPence(s.price) !== toPence(input.amountPaid)) {
    return badRequest(
      `The price of this session is £${s.price}, not £${input.amountPaid}. Please review the booking and try again.`,
      'PRICE_CHANGED',
    );
  }
  // It had room a moment ago: the last place went to someone else in between.
  return conflict(SESSION_FULL, 'SESSION_FULL');
}

/** The booking a reused Idempotency-Key stands for, or undefined when the key is new. */
async function replay(db: DbOrTx, userId: string, input: NewBooking, key: string, now: Date) {
  const bookingId = await findKeyBookingId(db, userId, key);
  if (!bookingId) return undefined;
  const row = await findBookingOfUser(db, bookingId, userId);
  if (!row)
    throw conflict(
      'The first request with this Idempotency-Key is not finished. Please retry.',
      'IDEMPOTENCY_KEY_IN_PROGRESS',
    );
  if (row.booking.sessionId !== input.sessionId) {
    throw unprocessable(
      'This Idempotency-Key was already used to book a different session.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  return { booking: toBookingDto(row, now), replayed: true };
}

/**
 * The caller of POST /api/bookings (docs/decisions/0100): the hash of the bearer token, which the
 * booking statement checks itself, and the sign-in for the paths that need the account without that
 * statement (a pass, a reused key, a second booking of the session).
 */
export interface TokenBooker {
  tokenHash: string;
  /** The account behind the token, or the 401 of the sign-in. */
  account: () => Promise<string>;
}

/**
 * Books a place in one statement (see takePlace) for the caller, whose token that statement checks:
 * the place, the pending booking with its hold at the class price and the idempotency key are
 * written together or not at all. Only the unhappy paths ask more questions: why no place was taken
 * (after giving back any hold of the session that has run out, then trying once more), or which
 * earlier booking a reused key or a second booking stands for.
 */
export async function createBooking(
  db: Db,
  booker: TokenBooker,
  input: NewBooking,
  caps: BookingCaps,
  idempotencyKey: string | undefined,
  terms: HoldTerms,
): Promise<{ booking: Booking; replayed: boolean }> {
  const holdExpiresAt = new Date(terms.now.getTime() + terms.holdMinutes * 60_000);
  const { sessionId, amountPaid, passId } = input;
  const place = {
    sessionId,
    ...caps,
    idempotencyKey: idempotencyKey ?? null,
    holdExpiresAt,
    holdCooldownSince: cooldownSince(terms.now, terms.cooldownMinutes),
    now: terms.now,
  };
  // A pass pays at once, in a transaction with its credit; otherwise the place is held for payment.
  const book = async () =>
    passId
      ? bookWithPass(db, { ...place, userId: await booker.account(), passId, now: terms.now })
      : takePlace(db, {
          ...place,
          booker: { tokenHash: booker.tokenHash },
          amountPaid: amountPaid ?? null,
          passId: null,
          paidAt: null,
        });
  // Why a place was refused, in one statement (docs/decisions/0114).
  const factsOf = (userId: string) =>
    findRefusalFacts(db, {
      ...caps,
      sessionId,
      userId,
      now: terms.now,
      cooldownSince: place.holdCooldownSince,
    });
  let result: BookPlaceResult;
  let facts: RefusalFacts | undefined;
  try {
    result = await book();
    if (result.status === 'refused') {
      facts = await factsOf(result.userId);
      // Lazy expiry: a place still counted for a hold that ran out is free (or the waitlist's).
      if (facts?.dueHolds && (await expireDueHolds(db, terms.now, { sessionId }))) {
        result = await book();
        if (result.status === 'refused') facts = await factsOf(result.userId);
      }
    }
  } catch (err) {
    const index = uniqueViolation(err);
    if (index === undefined) throw err;
    // The statement rolled back with everything it knew: ask the sign-in whose key or place it was.
    const userId = await booker.account();
    // A reused key answers with its first booking, even when this attempt also hit the user's
    // existing place (the first booking of this very key).
    const replayed = idempotencyKey ? await replay(db, userId, input, idempotencyKey, terms.now) : undefined;
    if (replayed) return replayed;
    if (index === ONE_CONFIRMED_BOOKING_INDEX) {
      // The place the user holds may be a hold that has just run out: given back, it starts the wait.
      await expireDueHolds(db, terms.now, { sessionId: input.sessionId });
      const expired = await factsOf(userId);
      throw cooldownRefusal(expired?.lastRunOutHold, terms) ?? conflict(ALREADY_BOOKED, 'ALREADY_BOOKED');
    }
    throw err;
  }
  if (result.status === 'signed-out') throw invalidToken();
  if (result.status === 'refused') throw refusal(facts, input, result.userId, caps, terms);
  return { booking: toBookingDto(result.row, terms.now), replayed: false };
}

/** One of the caller's bookings; a hold that has run out is expired first, so it never reads as held. */
export async function getBooking(db: Db, id: string, userId: string, now: Date): Promise<Booking> {
  if (!isUuid(id)) throw notFound('Booking not found');
  await expireDueHolds(db, now, { bookingId: id });
  const row = await findBookingOfUser(db, id, userId);
  if (!row) throw notFound('Booking not found');
  return toBookingDto(row, now);
}

export async function listBookings(db: Db, userId: string, now: Date): Promise<Booking[]> {
  await expireDueHolds(db, now, { userId });
  return (await findBookingsOfUser(db, userId)).map((row) => toBookingDto(row, now));
}
