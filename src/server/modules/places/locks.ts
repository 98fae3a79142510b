import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { PassStatus } from '../../../common/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, classes, passes, sessions, studios } from '../../db/schema';

// The only row locks on classes, sessions and bookings. Every transaction that takes more than one
// of them takes them in this order: class → session → booking (a studio's own row, locked by owner
// writes, comes before its classes). Two writers that keep one order can wait for each other but
// never deadlock, however many server processes run. The booking statement (take-place.ts) keeps
// it too: a key-share lock on the class and studio, then the session row its UPDATE locks.
// A pass, when one pays for the place, is locked last (lockPass).

/**
 * The class row, FOR UPDATE, only if `ownerId` owns its studio (another owner's reads as missing).
 * The booking statement takes a key-share lock on the class row, so while this lock is held no place
 * can be taken on its sessions, and a booking waiting for it then sees the class as committed here
 * (new capacity, archived).
 */
export async function lockClass(tx: Tx, classId: string, ownerId: string) {
  const [row] = await tx
    .select({ class: classes })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(classes.id, classId), eq(studios.userId, ownerId)))
    .for('update', { of: classes });
  return row?.class;
}

/**
 * Serialises the owner's changes to one class's timetable, so two of them cannot both find a time
 * free. FOR NO KEY UPDATE: a booking's FOR KEY SHARE on the class still passes (docs/decisions/0018).
 */
export async function lockClassTimetable(tx: Tx, classId: string): Promise<void> {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('no key update');
}

/**
 * lockClassTimetable for the class of a session `ownerId` owns (nothing for anyone else's), taken
 * before the session's own lock, in the one order.
 */
export async function lockTimetableOfOwnSession(tx: Tx, sessionId: string, ownerId: string): Promise<void> {
  await tx
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(
      and(
        sql`${classes.id} = (select ${sessions.classId} from ${sessions} where ${sessions.id} = ${sessionId})`,
        eq(studios.userId, ownerId),
      ),
    )
    .for('no key update', { of: classes });
}

/**
 * Locks a session's row for the rest of the caller's transaction and reads what moving its places
 * needs. Every path that changes a session's places or its waitlist takes this lock, so they run one
 * after another per session.
 *
 * The class row is locked FOR KEY SHARE first, in the class → session order that owners' changes keep
 * (a capacity raise holds its class FOR UPDATE, then locks each session to promote). Without it, a
 * transaction that writes the session row twice (places given back, then promotions) takes that
 * key-share lock anyway, from the second write's foreign-key check, but while holding the session: it
 * then deadlocked with a capacity raise waiting for the session (40P01, found by
 * test/concurrency/random-workload.test.ts). Key-share locks do not conflict with each other, nor with
 * the next-session trigger's FOR NO KEY UPDATE, so bookers never wait for one another on it.
 */
export async function lockSession(tx: DbOrTx, sessionId: string) {
  await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      sql`${classes.id} = (select ${sessions.classId} from ${sessions} where ${sessions.id} = ${sessionId})`,
    )
    .for('key share');
  const [row] = await tx
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      status: sessions.status,
      taken: sessions.currentParticipants,
      maxParticipants: classes.maxParticipants,
      price: classes.price,
      studioId: classes.studioId,
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(eq(sessions.id, sessionId))
    .for('update', { of: sessions });
  return row;
}

/** The session with its class, locked, only if `ownerId` owns its studio. */
export async function lockOwnSession(tx: Tx, sessionId: string, ownerId: string) {
  const [row] = await tx
    .select({
      session: getTableColumns(sessions),
      class: {
        id: classes.id,
        studioId: classes.studioId,
        duration: classes.duration,
        maxParticipants: classes.maxParticipants,
        deliveryMethod: classes.deliveryMethod,
      },
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(sessions.id, sessionId), eq(studios.userId, ownerId)))
    .for('update', { of: sessions });
  return row;
}

/**
 * Several sessions' rows, in id order, so two transactions locking overlapping sets never deadlock.
 *
 * Their classes are locked first, in id order, keeping the class → session order. `classLock` is the
 * lock the caller's writes will need on them:
 * - 'no key update' when it changes the sessions' status or time: the next-session trigger then locks
 *   the class FOR NO KEY UPDATE. Taken after the sessions, that lock waited for a capacity raise
 *   holding the class and waiting for one of these sessions: 40P01, a 500 on an owner's cancel (found
 *   by test/concurrency/random-workload.test.ts, made to happen every time by lock-order.test.ts);
 * - 'key share' when it only moves places: a session row written twice takes it anyway, from the
 *   second write's foreign-key check (see lockSession).
 */
export async function lockSessions(
  tx: Tx,
  sessionIds: string[],
  classLock: 'no key update' | 'key share',
): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      inArray(
        classes.id,
        tx.select({ id: sessions.classId }).from(sessions).where(inArray(sessions.id, sessionIds)),
      ),
    )
    .orderBy(asc(classes.id))
    .for(classLock);
  await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, sessionIds))
    .orderBy(asc(sessions.id))
    .for('update');
}

/** The booking's row, only if it is `userId`'s, locked: payment and expiry meet here. */
export async function lockBooking(tx: DbOrTx, bookingId: string, userId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      sessionId: bookings.sessionId,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      amountPaid: bookings.amountPaid,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for('update');
  return row;
}

/**
 * A pass's row, FOR NO KEY UPDATE: taken after the class, session and booking locks (class → session
 * → booking → pass), so a booking, a cancellation and the pass's own cancellation that meet on one
 * pass run one after another. Not FOR UPDATE: a booking paid with the pass has already taken a
 * key-share lock on it (its pass_id's foreign-key check), and two bookings each holding one and
 * waiting for FOR UPDATE deadlocked (40P01, found by test/concurrency/pass-race.test.ts); NO KEY
 * UPDATE passes key-share locks and still queues the writers. Read by anyone: the caller checks whose.
 */
export async function lockPass(tx: DbOrTx, passId: string) {
  const [row] = await tx.select().from(passes).where(eq(passes.id, passId)).for('no key update');
  return row;
}

/**
 * Several passes' rows (lockPass), in id order, in one statement: a promotion that may spend the
 * credits of several students in its line, and give back those of late cancellations it refills,
 * locks them all at once, so two promotions meeting on the same passes never deadlock.
 */
export async function lockPasses(tx: DbOrTx, passIds: readonly string[]) {
  const ids = [...new Set(passIds)].sort();
  if (ids.length === 0) return new Map<string, typeof passes.$inferSelect>();
  const rows = await tx
    .select()
    .from(passes)
    .where(inArray(passes.id, ids))
    .orderBy(asc(passes.id))
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A studio's passes that still run at `now` (active or past due, and renewing or not yet at their
 * end), locked as lockPasses does, in id order. The caller holds the studio's row FOR UPDATE, so a
 * pass being bought there (its foreign key takes a key-share lock on that row) was committed before,
 * and is here, or waits and then finds the product off sale (passes/purchase.ts); a pass changed
 * while this waits (a cooling-off cancellation) is read again, and left out if it has ended.
 */
export function lockRunningPassesOfStudio(tx: DbOrTx, studioId: string, now: Date) {
  return tx
    .select()
    .from(passes)
    .where(
      and(
        eq(passes.studioId, studioId),
        inArray(passes.status, [PassStatus.active, PassStatus.past_due]),
        or(isNotNull(passes.renewsAt), gt(passes.expiresAt, now)),
      ),
    )
    .orderBy(asc(passes.id))
    .for('no key update');
}
