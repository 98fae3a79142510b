import { londonDateTime, londonShort } from '../../../../common/london-format';
import { findWaitingDetails } from '../event-details.repository';
import { defineMessage, type EventOf } from './message';
import { SAMPLE_WAITING } from './samples';
import { recipient } from './shared';

type Reason = EventOf<'waitlist.skipped'>['reason'];
type Waiting = Awaited<ReturnType<typeof findWaitingDetails>>[number];

const REASONS: Record<Reason, string> = {
  PASS_EMPTY: 'the pass you chose had no credits left',
  PASS_EXPIRED: 'the pass you chose is no longer valid when the class starts',
  PASS_NOT_VALID: 'the pass you chose can no longer be used',
};

/**
 * A place opened up, but the pass the student named when joining the waitlist could not pay for it:
 * the next in line had it, and they are told why.
 */
type Data = Waiting & { why: string };

const subject = (w: Data) => `A place opened on ${w.classTitle}, but your pass couldn't pay for it`;

export const waitlistSkipped = defineMessage<'waitlist.skipped', Data>({
  async load(g, event) {
    const [w] = await findWaitingDetails(g.db, event.sessionId, [event.userId]);
    return w && { ...w, why: REASONS[event.reason] };
  },
  mail: (w, site) => [
    {
      ...recipient(w),
      subject: subject(w),
      paragraphs: [
        `A place opened up on ${w.classTitle} at ${w.studioName} on ${londonDateTime(w.startTime)}, and you were next on the waiting list.`,
        `We couldn't give it to you because ${w.why}, so it went to the next person and you have left the waiting list. Nothing was charged.`,
        'You can buy a new pass, or book and pay for the class if places are still free.',
      ],
      link: { text: 'See the class', url: `${site.publicUrl}/classes/${w.classId}` },
    },
  ],
  bell: (w) => [
    {
      userId: w.userId,
      kind: 'waitlist-skipped',
      title: subject(w),
      body: `${londonShort(w.startTime)}: ${w.why}. The place went to the next person.`,
      href: `/classes/${w.classId}`,
    },
  ],
  samples: [{ ...SAMPLE_WAITING, why: REASONS.PASS_EMPTY }],
});
