import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { operatorRefundsColumn } from '../../db/booking-details';
import { bookedSessionColumns, joinBookingStudent, joinSessionStudio } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  classes,
  giftCards,
  passes,
  passRenewals,
  sessions,
  studios,
  users,
} from '../../db/schema';

const studioOwners = alias(users, 'studio_owners');

/** Everything a message about a booking says: the student, the class, the studio, the session. */
const detailColumns = {
  bookingId: bookings.id,
  bookingStatus: bookings.status,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  paidAt: bookings.paidAt,
  amountPaid: bookings.amountPaid,
  refund: bookings.refund,
  operatorRefunds: operatorRefundsColumn,
  refilledAt: bookings.refilledAt,
  passId: bookings.passId,
  lateCancellation: bookings.lateCancellation,
  cancellationReason: bookings.cancellationReason,
  promotedAt: bookings.promotedAt,
  attendance: bookings.attendance,
  ...bookedSessionColumns,
  sessionId: sessions.id,
  sessionReason: sessions.cancellationReason,
  classId: classes.id,
  price: classes.price,
  ownerId: studios.userId,
  /** Replies to a message about a class go to the studio: studios keep no address, so its owner's. */
  ownerEmail: studioOwners.email,
  remindersOn: users.notifyReminders,
  reviewInvitesOn: users.notifyReviewInvites,
};

export type BookingDetails = Awaited<ReturnType<typeof findBookingDetails>>[number];

export function findBookingDetails(db: DbOrTx, bookingIds: string[]) {
  return joinBookingStudent(db.select(detailColumns).from(bookings).$dynamic())
    .innerJoin(studioOwners, eq(studioOwners.id, studios.userId))
    .where(
      inArray(bookings.id, bookingIds.length > 0 ? bookingIds : ['00000000-0000-0000-0000-000000000000']),
    );
}

/** A session and the people who waited for it (they have no booking). */
export function findWaitingDetails(db: DbOrTx, sessionId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  const columns = {
    userId: users.id,
    email: users.email,
    firstName: users.firstName,
    sessionId: sessions.id,
    startTime: sessions.startTime,
    endTime: sessions.endTime,
    sessionReason: sessions.cancellationReason,
    classId: classes.id,
    classTitle: classes.title,
    studioName: studios.name,
  };
  return joinSessionStudio(db.select(columns).from(sessions).$dynamic())
    .innerJoin(users, inArray(users.id, userIds))
    .where(eq(sessions.id, sessionId));
}

export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, digestOn: users.notifyDigest })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A gift card and who bought it, for its e-mails. */
export async function findGiftCardDetails(db: DbOrTx, giftCardId: string) {
  const [row] = await db
    .select({
      id: giftCards.id,
      amount: giftCards.amount,
      recipientEmail: giftCards.recipientEmail,
      recipientName: giftCards.recipientName,
      message: giftCards.message,
      paymentReference: giftCards.paymentReference,
      buyerEmail: users.email,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
    })
    .from(giftCards)
    .innerJoin(users, eq(users.id, giftCards.purchaserId))
    .where(eq(giftCards.id, giftCardId));
  return row;
}

/** A pass, its holder and its studio, for the e-mails and bell entries about it. */
export async function findPassDetails(db: DbOrTx, passId: string) {
  const [row] = await db
    .select({
      passId: passes.id,
      kind: passes.kind,
      name: passes.name,
      status: passes.status,
      creditsTotal: passes.creditsTotal,
      creditsLeft: passes.creditsLeft,
      validFrom: passes.validFrom,
      expiresAt: passes.expiresAt,
      renewsAt: passes.renewsAt,
      amountPaid: passes.amountPaid,
      paymentReference: passes.paymentReference,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      studioName: studios.name,
    })
    .from(passes)
    .innerJoin(users, eq(users.id, passes.userId))
    .innerJoin(studios, eq(studios.id, passes.studioId))
    .where(eq(passes.id, passId));
  return row;
}
export type PassDetails = NonNullable<Awaited<ReturnType<typeof findPassDetails>>>;

/** The renewal of a pass into `period` (its amount, dates and payment). */
export async function findRenewal(db: DbOrTx, passId: string, period: number) {
  const [row] = await db
    .select()
    .from(passRenewals)
    .where(and(eq(passRenewals.passId, passId), eq(passRenewals.period, period)));
  return row;
}
