import type { z } from 'zod';
import type {
  markReadInputSchema,
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  notificationPageQuerySchema,
} from '../../../common/schemas/notification';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/instant-cursor';
import { isUuid } from '../../lib/uuid';
import {
  countUnread,
  findNotificationPage,
  findPreferences,
  markRead,
  updatePreferences,
} from './notifications.repository';

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: z.output<typeof notificationPageQuerySchema>,
): Promise<NotificationPage> {
  const cursor = decodeInstantCursor(query.cursor);
  const [rows, unreadCount] = await Promise.all([
    findNotificationPage(db, userId, query.limit, cursor),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(
      (r): Notification => ({
        id: r.id,
        kind: r.kind as NotificationKind,
        title: r.title,
        body: r.body,
        href: r.href,
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt?.toISOString() ?? null,
      }),
    ),
    unreadCount,
    nextCursor: rows.length > query.limit && last ? encodeInstantCursor(last.cursorTime, last.id) : null,
  };
}

export async function markNotificationsRead(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof markReadInputSchema>,
  now: Date,
): Promise<{ unreadCount: number }> {
  // Ids that are not uuids can match nothing; dropping them keeps the query from failing on a cast.
  const ids = input.all === true ? 'all' : (input.ids ?? []).filter(isUuid);
  if (ids === 'all' || ids.length > 0) await markRead(db, userId, ids, now);
  return { unreadCount: await countUnread(db, userId) };
}

export async function getPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const row = await findPreferences(db, userId);
  if (!row) throw notFound('Account not found');
  return row;
}

export async function setPreferences(
  db: DbOrTx,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const row = await updatePreferences(db, userId, preferences);
  if (!row) throw notFound('Account not found');
  return row;
}
