import { dayName, londonShort } from '../../../common/london-format';
import type { DbOrTx } from '../../db/client';
import { type BookingDetails, findBookingDetails, findWaitingDetails } from './event-details.repository';
import { bookingPath, REVIEW_PATH } from './links';
import type { NewNotification } from './notifications.repository';
import { operatorBell } from './operator-notices';
import type { OutboxEvent } from './outbox-events';
import { passBell } from './pass-notices';
import { sessionUpdateLines } from './session-updates';

type Item = Omit<NewNotification, 'outboxId'>;

const when = (b: { startTime: Date }) => londonShort(b.startTime);

function forBooking(b: BookingDetails, kind: Item['kind'], title: string, body: string): Item {
  return { userId: b.userId, kind, title, body, href: bookingPath(b.bookingId) };
}

/** The bell's entries for an event: one per person told, in the words of the e-mail's subject. */
export async function inAppNotifications(db: DbOrTx, event: OutboxEvent): Promise<Item[]> {
  switch (event.kind) {
    case 'booking.confirmed': {
      const [b] = await findBookingDetails(db, [event.bookingId]);
      if (!b) return [];
      return event.promoted
        ? [
            forBooking(
              b,
              'waitlist-promoted',
              `A place opened up: you're booked for ${b.classTitle}`,
              `${b.studioName}, ${when(b)}. You can cancel free of charge for the next 2 hours.`,
            ),
          ]
        : [forBooking(b, 'booking-confirmed', `Booked: ${b.classTitle}`, `${b.studioName}, ${when(b)}.`)];
    }
    case 'booking.cancelled': {
      const [b] = await findBookingDetails(db, [event.bookingId]);
      if (!b) return [];
      const outcome = b.lateCancellation
        ? 'This was a late cancellation: no refund.'
        : b.refund === 'credit'
          ? 'The credit is back on your pass.'
          : 'You will get a full refund.';
      return [forBooking(b, 'booking-cancelled', `Cancelled: ${b.classTitle}`, `${when(b)}. ${outcome}`)];
    }
    case 'session.cancelled': {
      const [booked, waiting] = await Promise.all([
        findBookingDetails(db, event.bookingIds),
        findWaitingDetails(db, event.sessionId, event.waitingUserIds),
      ]);
      const reason = (r: string | null) => (r ? ` Their reason: ${r}` : '');
      return [
        ...booked.map((b) =>
          forBooking(
            b,
            'session-cancelled',
            `${b.studioName} cancelled ${b.classTitle}`,
            `${when(b)}. ${b.paidAt ? 'You will get a full refund.' : 'You had not paid yet, so there is nothing to refund.'}${reason(b.sessionReason)}`,
          ),
        ),
        ...waiting.map(
          (w): Item => ({
            userId: w.userId,
            kind: 'session-cancelled',
            title: `${w.studioName} cancelled ${w.classTitle}`,
            body: `${londonShort(w.startTime)}. You were on the waiting list; nothing more to do.${reason(w.sessionReason)}`,
            href: `/classes/${w.classId}`,
          }),
        ),
      ];
    }
    case 'session.moved': {
      const booked = await findBookingDetails(db, event.bookingIds);
      return booked.map((b) =>
        forBooking(
          b,
          'session-moved',
          `New time for ${b.classTitle}`,
          `Now ${when(b)} (was ${londonShort(new Date(event.oldStart))}).`,
        ),
      );
    }
    case 'session.updated': {
      const booked = await findBookingDetails(db, event.bookingIds);
      return booked
        .filter((b) => b.bookingStatus === 'confirmed' && b.sessionStatus === 'scheduled')
        .map((b) =>
          forBooking(
            b,
            'session-updated',
            `Update for ${b.classTitle}`,
            `${when(b)}. ${sessionUpdateLines(b, event.changed).join(' ')}`,
          ),
        );
    }
    case 'reminder': {
      const [b] = await findBookingDetails(db, [event.bookingId]);
      if (!b) return [];
      return [forBooking(b, 'reminder', `Tomorrow: ${b.classTitle}`, `${b.studioName}, ${when(b)}.`)];
    }
    case 'review-invite': {
      const [b] = await findBookingDetails(db, [event.bookingId]);
      if (!b) return [];
      const invite = forBooking(
        b,
        'review-invite',
        `How was ${b.classTitle}?`,
        `Tell others what ${b.studioName} was like.`,
      );
      return [{ ...invite, href: REVIEW_PATH }];
    }
    case 'owner.digest': {
      const n = event.bookingIds.length;
      return [
        {
          userId: event.ownerId,
          kind: 'new-bookings',
          title: `${n} new booking${n === 1 ? '' : 's'}`,
          body: `Your daily summary for ${dayName(event.day)}.`,
          href: '/studio-dashboard',
        },
      ];
    }
    case 'pass.purchased':
    case 'pass.expiring':
    case 'pass.renewal-reminder':
    case 'pass.renewed':
    case 'pass.renewal-failed':
    case 'waitlist.skipped':
    case 'booking.refilled':
      return passBell(db, event);
    case 'booking.refunded':
    case 'review.hidden':
      return operatorBell(db, event);
    case 'password.reset':
    case 'account.exists':
    // The recipient may have no account, and the buyer's receipt is the e-mail.
    case 'gift-card.sent':
      return [];
  }
}
