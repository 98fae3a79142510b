import { londonDay } from '../../../common/london-time';
import type { Db } from '../../db/client';
import { recordEvent } from './outbox';
import {
  findDueReminders,
  findDueRenewalReminders,
  findDueReviewInvites,
  findExpiringPasses,
  findUndigestedByOwner,
  markDigested,
} from './schedule.repository';

/** The owners' daily digest goes out from this London hour on. */
const DIGEST_HOUR = 7;

const LONDON_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The time-driven events, made by the queue's minute job at the clock's `now`: reminders 24 hours
 * before a class, review invitations 2 hours after, and each owner's digest of new bookings once a
 * day; passes ending in 7 days with credits left, and memberships renewing in 3 days
 * (docs/decisions/0062). Every one has a dedupe key, so running twice (or on two workers) makes each
 * once.
 */
export async function runSchedule(db: Db, now: Date): Promise<void> {
  for (const due of await findExpiringPasses(db, now)) {
    await db.transaction((tx) =>
      recordEvent(tx, { kind: 'pass.expiring', passId: due.passId }, due.dedupeKey),
    );
  }
  for (const due of await findDueRenewalReminders(db, now)) {
    await db.transaction((tx) =>
      recordEvent(
        tx,
        { kind: 'pass.renewal-reminder', passId: due.passId, renewsAt: due.renewsAt ?? '' },
        due.dedupeKey,
      ),
    );
  }
  for (const due of await findDueReminders(db, now)) {
    await db.transaction((tx) =>
      recordEvent(tx, { kind: 'reminder', bookingId: due.bookingId }, due.dedupeKey),
    );
  }
  for (const due of await findDueReviewInvites(db, now)) {
    await db.transaction((tx) =>
      recordEvent(tx, { kind: 'review-invite', bookingId: due.bookingId }, due.dedupeKey),
    );
  }
  if (Number(LONDON_HOUR.format(now)) >= DIGEST_HOUR) {
    const day = londonDay(now).toISOString().slice(0, 10);
    for (const owner of await findUndigestedByOwner(db, now)) {
      await db.transaction(async (tx) => {
        const id = await recordEvent(
          tx,
          { kind: 'owner.digest', ownerId: owner.ownerId, bookingIds: owner.bookingIds, day },
          `digest:${owner.ownerId}:${day}`,
        );
        // Already sent today: these wait for tomorrow's.
        if (id) await markDigested(tx, owner.eventIds, now);
      });
    }
  }
}
