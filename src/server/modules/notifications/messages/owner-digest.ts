import { dayName, londonDateTime } from '../../../../common/london-format';
import { type BookingDetails, findUserContact } from '../event-details.repository';
import { loadBookings, unsubscribeFor } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING, SAMPLE_TOKEN } from './samples';
import { recipient, unsubscribe } from './shared';

/** A studio owner's daily summary of new bookings (optional: digest). */
interface Data {
  ownerId: string;
  day: string;
  /** How many bookings the summary reports. */
  count: number;
  owner: Awaited<ReturnType<typeof findUserContact>>;
  booked: BookingDetails[];
  unsubscribeToken?: string;
}

const student = (b: BookingDetails) =>
  [b.firstName, b.lastName ? `${b.lastName.charAt(0)}.` : null].filter(Boolean).join(' ') || 'A student';

export const ownerDigest = defineMessage<'owner.digest', Data>({
  async load(g, event) {
    const [owner, booked] = await Promise.all([
      findUserContact(g.db, event.ownerId),
      loadBookings(g, event.bookingIds),
    ]);
    const { ownerId, day } = event;
    const count = event.bookingIds.length;
    return {
      ownerId,
      day,
      count,
      owner,
      booked,
      unsubscribeToken: await unsubscribeFor(g, ownerId, 'digest'),
    };
  },
  mail({ owner, booked, unsubscribeToken }, site) {
    // Switched off, the summary is still made (and marks its bookings reported), but not mailed.
    if (!owner?.digestOn || booked.length === 0) return [];
    const n = booked.length;
    return [
      {
        ...recipient(owner),
        subject: `${n} new booking${n === 1 ? '' : 's'} on Attune`,
        paragraphs: [`Here are the bookings made on your classes since your last summary.`],
        details: [...booked]
          .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
          .map((b): [string, string] => [`${b.classTitle}, ${londonDateTime(b.startTime)}`, student(b)]),
        link: { text: 'Open your studio dashboard', url: `${site.publicUrl}/studio-dashboard` },
        reason: 'You are receiving this daily summary because you run a studio on Attune.',
        ...unsubscribe(site, unsubscribeToken),
      },
    ];
  },
  bell: ({ ownerId, day, count }) => [
    {
      userId: ownerId,
      kind: 'new-bookings',
      title: `${count} new booking${count === 1 ? '' : 's'}`,
      body: `Your daily summary for ${dayName(day)}.`,
      href: '/studio-dashboard',
    },
  ],
  samples: [
    {
      ownerId: SAMPLE_BOOKING.ownerId,
      day: '2026-11-27',
      count: 3,
      owner: { email: 'owner@example.com', firstName: 'Maya', digestOn: true },
      booked: [
        SAMPLE_BOOKING,
        { ...SAMPLE_BOOKING, firstName: 'Grace', lastName: 'Hopper' },
        {
          ...SAMPLE_BOOKING,
          firstName: null,
          lastName: null,
          classTitle: 'Sound Bath',
          startTime: new Date('2026-12-03T20:00:00Z'),
        },
      ],
      unsubscribeToken: SAMPLE_TOKEN,
    },
  ],
});
