import { eq, sql } from 'drizzle-orm';
import { joinBookingStudio } from './booking-joins';
import type { DbOrTx } from './client';
import { bookingRefunds, bookings, classes, promoCodes, reviews, sessions, studios } from './schema';

/**
 * What operators refunded of the booking (docs/decisions/0079), "0.00" when nothing: a column of any
 * query over bookings. A later full refund gives back only the rest (issue 63).
 */
export const operatorRefundsColumn = sql<string>`(select coalesce(sum(${bookingRefunds.amount}), 0)::numeric(10, 2)::text
  from ${bookingRefunds} where ${bookingRefunds.bookingId} = ${bookings.id})`;

/**
 * What a booking answer shows: the booking row, and of its session, class, studio and review what the
 * student sees. Shared by the readers (bookings) and the statement that takes a place (places), which
 * answers a new booking in the same shape without reading it again.
 */
export const bookingWithDetails = {
  booking: bookings,
  session: {
    id: sessions.id,
    startTime: sessions.startTime,
    endTime: sessions.endTime,
    status: sessions.status,
    meetingLink: sessions.meetingLink,
  },
  class: {
    id: classes.id,
    title: classes.title,
    serviceType: classes.serviceType,
    duration: classes.duration,
    deliveryMethod: classes.deliveryMethod,
    price: classes.price,
  },
  studio: {
    id: studios.id,
    name: studios.name,
    address: studios.address,
    city: studios.city,
    cancellationWindowHours: studios.cancellationWindowHours,
  },
  review: {
    id: reviews.id,
    rating: reviews.rating,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
  },
  /** The promo code applied to the booking, as the receipt names it (docs/decisions/0064). */
  promo: { code: promoCodes.code },
  operatorRefunds: operatorRefundsColumn,
};

export function selectBookingsWithDetails(db: DbOrTx) {
  return joinBookingStudio(db.select(bookingWithDetails).from(bookings).$dynamic())
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .leftJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId));
}

export type BookingWithDetailsRow = Awaited<ReturnType<typeof selectBookingsWithDetails>>[number];
