import { eq, inArray } from 'drizzle-orm';
import { joinBookingStudent } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, sessions, studios, users } from '../../db/schema';

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
  lateCancellation: bookings.lateCancellation,
  cancellationReason: bookings.cancellationReason,
  promotedAt: bookings.promotedAt,
  attendance: bookings.attendance,
  sessionId: sessions.id,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  sessionStatus: sessions.status,
  sessionReason: sessions.cancellationReason,
  meetingLink: sessions.meetingLink,
  specialInstructions: sessions.specialInstructions,
  classId: classes.id,
  classTitle: classes.title,
  price: classes.price,
  deliveryMethod: classes.deliveryMethod,
  studioName: studios.name,
  address: studios.address,
  city: studios.city,
  postcode: studios.postcode,
  windowHours: studios.cancellationWindowHours,
  ownerId: studios.userId,
  remindersOn: users.notifyReminders,
  reviewInvitesOn: users.notifyReviewInvites,
};

export type BookingDetails = Awaited<ReturnType<typeof findBookingDetails>>[number];

export function findBookingDetails(db: DbOrTx, bookingIds: string[]) {
  return joinBookingStudent(db.select(detailColumns).from(bookings).$dynamic()).where(
    inArray(bookings.id, bookingIds.length > 0 ? bookingIds : ['00000000-0000-0000-0000-000000000000']),
  );
}

/** A session and the people who waited for it (they have no booking). */
export function findWaitingDetails(db: DbOrTx, sessionId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
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
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .innerJoin(users, inArray(users.id, userIds))
    .where(eq(sessions.id, sessionId));
}

export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
