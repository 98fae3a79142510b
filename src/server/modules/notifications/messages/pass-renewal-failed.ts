import type { PassDetails } from '../event-details.repository';
import { defineMessage } from './message';
import { holder, loadRenewal, myPasses, passBell } from './pass';
import { SAMPLE_MEMBERSHIP } from './samples';
import { pounds } from './shared';

/** The renewal's charge was declined: the membership is past due. */
/** `amount`: the renewal's, or the membership's price when no renewal was recorded. */
type Data = PassDetails & { amount: string };

const subject = (p: Data) => `We couldn't renew your ${p.name}`;

export const passRenewalFailed = defineMessage<'pass.renewal-failed', Data>({
  async load(g, event) {
    const found = await loadRenewal(g, event);
    return found && { ...found.pass, amount: found.renewal?.amount ?? found.pass.amountPaid };
  },
  mail: (p, site) => [
    {
      ...holder(p),
      subject: subject(p),
      paragraphs: [
        `We tried to renew your ${p.name} membership at ${p.studioName} for ${pounds(p.amount)}, and the payment was declined.`,
        'Your membership is now past due, and it cannot be used to book classes until it is settled. Nothing else has been charged.',
      ],
      link: myPasses(site),
    },
  ],
  bell: (p) => [
    passBell(
      p,
      'pass-renewal-failed',
      subject(p),
      `${p.studioName}: the ${pounds(p.amount)} payment was declined.`,
    ),
  ],
  samples: [{ ...SAMPLE_MEMBERSHIP, status: 'past_due', amount: SAMPLE_MEMBERSHIP.amountPaid }],
});
