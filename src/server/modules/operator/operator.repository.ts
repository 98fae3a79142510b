import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { likeContains } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, passes, reviews, sessions, studios, users } from '../../db/schema';

/** How many rows a console search answers at most. */
export const SEARCH_LIMIT = 50;

export async function findReviewForUpdate(tx: DbOrTx, reviewId: string) {
  const [row] = await tx
    .select({ id: reviews.id, studioId: reviews.studioId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row;
}

export async function setReviewHidden(tx: DbOrTx, reviewId: string, hiddenAt: Date | null) {
  await tx.update(reviews).set({ hiddenAt }).where(eq(reviews.id, reviewId));
}

const studioWithOwner = { studio: studios, ownerEmail: users.email };

/** Studios whose name, postcode or owner's e-mail holds `q` (all of them without one), by name. */
export function searchStudios(db: DbOrTx, q: string | undefined) {
  const pattern = q ? likeContains(q) : undefined;
  return db
    .select(studioWithOwner)
    .from(studios)
    .innerJoin(users, eq(users.id, studios.userId))
    .where(
      pattern
        ? or(ilike(studios.name, pattern), ilike(studios.postcode, pattern), ilike(users.email, pattern))
        : undefined,
    )
    .orderBy(studios.name, studios.id)
    .limit(SEARCH_LIMIT);
}

/** The studio's row, locked for the rest of the transaction, with its owner's e-mail. */
export async function lockStudioWithOwner(tx: DbOrTx, studioId: string) {
  const [row] = await tx
    .select(studioWithOwner)
    .from(studios)
    .innerJoin(users, eq(users.id, studios.userId))
    .where(eq(studios.id, studioId))
    .for('update', { of: studios });
  return row;
}

export async function updateStudioFlags(
  tx: DbOrTx,
  studioId: string,
  changes: Partial<Pick<typeof studios.$inferInsert, 'verified' | 'isActive' | 'suspendedAt'>>,
) {
  const [row] = await tx.update(studios).set(changes).where(eq(studios.id, studioId)).returning();
  return row as typeof studios.$inferSelect;
}

export async function findClassIdsOfStudio(tx: DbOrTx, studioId: string): Promise<string[]> {
  const rows = await tx.select({ id: classes.id }).from(classes).where(eq(classes.studioId, studioId));
  return rows.map((r) => r.id);
}

const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

/** People whose e-mail, username or name holds `q`, newest accounts first. */
export function searchUsers(db: DbOrTx, q: string | undefined) {
  const pattern = q ? likeContains(q) : undefined;
  const fullName = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
  return db
    .select(userColumns)
    .from(users)
    .where(
      pattern
        ? or(ilike(users.email, pattern), ilike(users.username, pattern), sql`${fullName} ilike ${pattern}`)
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(SEARCH_LIMIT);
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function setUserSuspended(tx: DbOrTx, userId: string, suspendedAt: Date | null) {
  await tx.update(users).set({ suspendedAt }).where(eq(users.id, userId));
}

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  status: bookings.status,
  amountPaid: bookings.amountPaid,
  paidAt: bookings.paidAt,
  refund: bookings.refund,
  classTitle: classes.title,
  studioId: studios.id,
  studioName: studios.name,
  startTime: sessions.startTime,
};

function bookingsWithClass(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .$dynamic();
}

/** The person's bookings, the latest session first. */
export function findBookingsOfUser(db: DbOrTx, userId: string) {
  return bookingsWithClass(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(sessions.startTime), desc(bookings.id))
    .limit(200);
}

export async function findBooking(db: DbOrTx, bookingId: string) {
  const [row] = await bookingsWithClass(db).where(and(eq(bookings.id, bookingId)));
  return row;
}
export type OperatorBookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** The person's passes and memberships with their studios' names, the newest first. */
export function findPassesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ pass: passes, studioName: studios.name })
    .from(passes)
    .innerJoin(studios, eq(studios.id, passes.studioId))
    .where(eq(passes.userId, userId))
    .orderBy(desc(passes.validFrom), desc(passes.id))
    .limit(200);
}
