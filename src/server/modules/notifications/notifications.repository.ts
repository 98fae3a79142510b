import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { cursorInstant, type InstantCursor, olderThan } from '../../lib/instant-cursor';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** One page of a user's notifications, newest first; one more than `limit` tells if another page exists. */
export function findNotificationPage(
  db: DbOrTx,
  userId: string,
  limit: number,
  cursor: InstantCursor | undefined,
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      href: notifications.href,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      cursorTime: cursorInstant(notifications.createdAt),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor ? olderThan(notifications.createdAt, notifications.id, cursor) : undefined,
      ),
    )
    .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
    .limit(limit + 1);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications read: ids of anyone else's simply match nothing. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | 'all', now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

const preferenceColumns = {
  reminders: users.notifyReminders,
  reviewInvites: users.notifyReviewInvites,
  digest: users.notifyDigest,
};

export async function findPreferences(db: DbOrTx, userId: string) {
  const [row] = await db.select(preferenceColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function updatePreferences(
  db: DbOrTx,
  userId: string,
  preferences: { reminders: boolean; reviewInvites: boolean; digest?: boolean },
) {
  const [row] = await db
    .update(users)
    .set({
      notifyReminders: preferences.reminders,
      notifyReviewInvites: preferences.reviewInvites,
      ...(preferences.digest === undefined ? {} : { notifyDigest: preferences.digest }),
    })
    .where(eq(users.id, userId))
    .returning(preferenceColumns);
  return row;
}
