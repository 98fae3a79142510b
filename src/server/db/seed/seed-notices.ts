import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { REMINDER_KEY, REVIEW_INVITE_KEY } from '../notice-keys';

/** One kind of notice recorded as already sent for every seeded booking: handled, so never queued. */
const markSent = (tx: DbOrTx, kind: string, key: SQL, now: Date) =>
  tx.execute(sql`
    insert into outbox_events (kind, payload, dedupe_key, created_at, dispatched_at, processed_at)
    select ${kind}, jsonb_build_object('kind', ${kind}::text, 'bookingId', b.id), ${key},
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from bookings b join sessions s on s.id = b.session_id
    on conflict (dedupe_key) do nothing`);

/**
 * The demo's bookings are stories, not people waiting for mail: without this a fresh start would
 * invite every seeded student to review yesterday's classes and remind tomorrow's, and with SMTP_URL
 * set those e-mails would really leave. Each booking is recorded as already reminded (for its
 * session's time) and invited; a booking made later in the demo is told as usual.
 */
export async function markSeededNoticesSent(tx: DbOrTx, now: Date): Promise<void> {
  await markSent(tx, 'reminder', REMINDER_KEY, now);
  await markSent(tx, 'review-invite', REVIEW_INVITE_KEY, now);
}
