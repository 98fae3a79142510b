import { z } from 'zod';
import { isoDateSchema } from './fields';

/** What a notification is about; the client may pick an icon by it. */
export const NOTIFICATION_KINDS = [
  'booking-confirmed',
  'booking-cancelled',
  'session-cancelled',
  'session-moved',
  'session-updated',
  'waitlist-promoted',
  'reminder',
  'review-invite',
  'new-bookings',
  'pass-purchased',
  'pass-expiring',
  'pass-renewal-reminder',
  'pass-renewed',
  'pass-renewal-failed',
  'pass-ended',
  'waitlist-skipped',
  'late-fee-refunded',
  'booking-refunded',
  'review-hidden',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification: what the bell and the dashboard list. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path such as /booking/<id>, or null when there is nowhere to go. */
  href: z.string().nullable(),
  createdAt: isoDateSchema,
  readAt: isoDateSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/user/notifications: newest first. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** The caller's unread notifications in all (not only this page). */
  unreadCount: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const LIMIT_MESSAGE = 'limit must be a number from 1 to 50';
export const notificationPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(50, LIMIT_MESSAGE)
    .default(20),
  cursor: z.string().max(200, 'cursor is not valid: pass the nextCursor of the previous page').optional(),
});

/** POST /api/user/notifications/read: some of your notifications by id, or all of them. */
export const markReadInputSchema = z
  .object({
    ids: z
      .array(z.string({ error: 'ids must be a list of notification ids' }).max(64), {
        error: 'ids must be a list of notification ids',
      })
      .min(1, 'ids must name at least one notification')
      .max(100, 'ids may name at most 100 notifications')
      .optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((v) => v.ids !== undefined || v.all === true, {
    message: 'Send ids (a list of notification ids) or all: true',
    path: ['ids'],
  });
export type MarkReadInput = z.input<typeof markReadInputSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Which optional messages a student receives; transactional ones always go. */
export const notificationPreferencesSchema = z.object({
  reminders: z.boolean({ error: 'reminders must be true or false' }),
  reviewInvites: z.boolean({ error: 'reviewInvites must be true or false' }),
  /** A studio owner's daily summary of new bookings; left out of a change, it stays as it is. */
  digest: z.boolean({ error: 'digest must be true or false' }).optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
