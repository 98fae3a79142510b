import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { joinBookingStudent } from '../../db/booking-joins';
import { likeContains } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { shownEmail } from '../../db/deleted-accounts';
import { bookings, classes, passes, sessions, studios, users } from '../../db/schema';
import { usablePassAt } from '../../db/usable-pass';
import { afterCursor, type Cursor, keyText, orderBy, type SortKey } from '../../lib/keyset';
import { studentName } from './student-name';

/** Clients are listed by name, then id (docs/decisions/0024's keyset paging). */
export const CLIENT_SORT = 'name';
export const clientSortKey: SortKey = { expr: sql`lower(${studentName})`, direction: 'asc', kind: 'text' };

export interface ClientFilter {
  ownerId: string;
  studioId?: string;
  /** Part of the name or e-mail, any case. */
  q?: string;
  userId?: string;
}

function clientConditions(filter: ClientFilter): SQL | undefined {
  const pattern = filter.q ? likeContains(filter.q) : undefined;
  return and(
    eq(studios.userId, filter.ownerId),
    filter.studioId ? eq(studios.id, filter.studioId) : undefined,
    filter.userId ? eq(users.id, filter.userId) : undefined,
    pattern ? sql`(${studentName} ilike ${pattern} or ${users.email} ilike ${pattern})` : undefined,
  );
}

/**
 * The owner's clients, one row each with their numbers at the owner's studios (or the one studio):
 * a visit is a booking not cancelled whose session has begun, no-shows left out; the next booking
 * is the soonest session still to come they hold a place on (paid or held).
 */
/** The client's passes usable at `now` at the owner's studios (or the one studio). */
function activePassesAt(filter: ClientFilter, now: Date) {
  const studio = filter.studioId
    ? sql`${passes.studioId} = ${filter.studioId}::uuid`
    : sql`${passes.studioId} in (select id from studios where user_id = ${filter.ownerId}::uuid)`;
  return sql<number>`(select count(*)::int from ${passes}
    where ${passes.userId} = ${users.id} and ${studio} and ${usablePassAt(now)})`;
}

export function findClients(
  db: DbOrTx,
  filter: ClientFilter,
  now: Date,
  page?: { after?: Cursor; limit: number },
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const visit = sql`${bookings.status} <> 'cancelled' and ${sessions.startTime} <= ${at}
    and ${bookings.attendance} is distinct from 'no-show'`;
  const upcoming = sql`${bookings.status} in ('pending', 'confirmed') and ${sessions.startTime} > ${at}`;
  const query = joinBookingStudent(
    db
      .select({
        userId: users.id,
        name: studentName,
        email: shownEmail,
        visits: sql<number>`(count(*) filter (where ${visit}))::int`,
        lastVisit: sql<Date | null>`max(${sessions.startTime}) filter (where ${visit})`.mapWith(
          sessions.startTime,
        ),
        nextBooking: sql<Date | null>`min(${sessions.startTime}) filter (where ${upcoming})`.mapWith(
          sessions.startTime,
        ),
        activePasses: activePassesAt(filter, now),
        key: keyText(clientSortKey),
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(
      and(
        clientConditions(filter),
        page?.after ? afterCursor(clientSortKey, users.id, page.after) : undefined,
      ),
    )
    // users.id is the key, so every other column of users may be selected (functional dependency).
    .groupBy(users.id)
    .orderBy(...orderBy(clientSortKey, users.id));
  return page ? query.limit(page.limit) : query;
}

/** How many clients match (for X-Total-Count). */
export async function countClients(db: DbOrTx, filter: ClientFilter): Promise<number> {
  const [row] = await joinBookingStudent(
    db
      .select({ n: sql<number>`count(distinct ${users.id})::int` })
      .from(bookings)
      .$dynamic(),
  ).where(clientConditions(filter));
  return row?.n ?? 0;
}

/** The client's bookings at the owner's studios, latest session first. */
export function findClientHistory(db: DbOrTx, ownerId: string, userId: string) {
  return joinBookingStudent(
    db
      .select({
        bookingId: bookings.id,
        sessionId: sessions.id,
        classTitle: classes.title,
        studioId: studios.id,
        studioName: studios.name,
        startTime: sessions.startTime,
        endTime: sessions.endTime,
        status: bookings.status,
        attendance: bookings.attendance,
        amountPaid: bookings.amountPaid,
        paidAt: bookings.paidAt,
        passId: bookings.passId,
        refund: bookings.refund,
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(and(eq(studios.userId, ownerId), eq(bookings.userId, userId)))
    .orderBy(desc(sessions.startTime), desc(bookings.id));
}
