import { toPence } from '../../../common/money';
import type { Booking } from '../../../common/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, type HttpError, notFound, unprocessable } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { toBookingDto } from './bookings.mapper';
import {
  findBookability,
  findBookingOfUser,
  findBookingsOfUser,
  insertBooking,
  ONE_CONFIRMED_BOOKING_INDEX,
  takePlace,
} from './bookings.repository';
import { attachBooking, claimKey, findKeyBookingId } from './idempotency.repository';

const ALREADY_BOOKED = 'You have already booked this session.';

export interface NewBooking {
  sessionId: string;
  /** The price the client showed, normalised to "18.00". */
  amountPaid: string;
}

/** Why no place could be taken, as the clearest answer for the person booking. */
async function refusal(tx: DbOrTx, sessionId: string, userId: string): Promise<HttpError> {
  const s = await findBookability(tx, sessionId, userId);
  if (!s) return notFound('Session not found');
  if (s.alreadyBooked) return conflict(ALREADY_BOOKED);
  if (s.status === 'cancelled') return conflict('This session has been cancelled.');
  if (s.status !== 'scheduled' || !s.upcoming) {
    return conflict('This session has already started or finished, so it can no longer be booked.');
  }
  if (!s.open) return conflict('This class is not taking bookings at the moment.');
  return conflict('Session Fully Booked');
}

/**
 * Books a place in one transaction: claim the idempotency key (if any), take a place with one
 * conditional UPDATE, check the price, insert the booking. Any refusal rolls all of it back.
 * The stored amount is always the class price from the database.
 */
export async function createBooking(
  db: DbOrTx,
  userId: string,
  input: NewBooking,
  idempotencyKey?: string,
): Promise<{ booking: Booking; replayed: boolean }> {
  let outcome: { bookingId: string | undefined; replayed: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      if (idempotencyKey && !(await claimKey(tx, userId, idempotencyKey))) {
        return { bookingId: await findKeyBookingId(tx, userId, idempotencyKey), replayed: true };
      }
      const place = await takePlace(tx, input.sessionId);
      if (!place) throw await refusal(tx, input.sessionId, userId);
      if (toPence(place.price) !== toPence(input.amountPaid)) {
        throw badRequest(
          `The price of this session is £${place.price}, not £${input.amountPaid}. Please review the booking and try again.`,
        );
      }
      const { id } = await insertBooking(tx, {
        userId,
        sessionId: input.sessionId,
        status: 'confirmed',
        amountPaid: place.price,
      });
      if (idempotencyKey) await attachBooking(tx, userId, idempotencyKey, id);
      return { bookingId: id, replayed: false };
    });
  } catch (err) {
    // The same user booking the same session twice at once: the partial unique index decides.
    if (uniqueViolation(err) === ONE_CONFIRMED_BOOKING_INDEX) throw conflict(ALREADY_BOOKED);
    throw err;
  }

  const row = outcome.bookingId ? await findBookingOfUser(db, outcome.bookingId, userId) : undefined;
  if (!row) throw conflict('The first request with this Idempotency-Key is not finished. Please retry.');
  if (outcome.replayed && row.booking.sessionId !== input.sessionId) {
    throw unprocessable('This Idempotency-Key was already used to book a different session.');
  }
  return { booking: toBookingDto(row), replayed: outcome.replayed };
}

export async function getBooking(db: DbOrTx, id: string, userId: string): Promise<Booking> {
  const row = isUuid(id) ? await findBookingOfUser(db, id, userId) : undefined;
  if (!row) throw notFound('Booking not found');
  return toBookingDto(row);
}

export async function listBookings(db: DbOrTx, userId: string): Promise<Booking[]> {
  return (await findBookingsOfUser(db, userId)).map(toBookingDto);
}
