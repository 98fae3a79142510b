import { londonDateTime } from '../../../../common/london-format';
import type { PassDetails } from '../event-details.repository';
import { defineMessage } from './message';
import { credits, holder, loadPass, myPasses, passBell } from './pass';
import { SAMPLE_MEMBERSHIP, SAMPLE_PASS } from './samples';
import { pounds } from './shared';

const subject = (p: PassDetails) => `Your receipt: ${p.name} at ${p.studioName}`;

/** A pass or membership bought: its receipt. */
export const passPurchased = defineMessage<'pass.purchased', PassDetails>({
  load: loadPass,
  mail(p, site) {
    const membership = p.kind === 'membership';
    return [
      {
        ...holder(p),
        subject: subject(p),
        paragraphs: [
          `Thank you for buying the ${p.name} at ${p.studioName}. You can book its classes with it straight away.`,
          ...(membership
            ? [
                `It renews every month on the same day for ${pounds(p.amountPaid)}. You can cancel in one click from your passes, and within 14 days of buying it you can cancel for a refund.`,
              ]
            : []),
        ],
        details: [
          ['Pass', p.name],
          ['Studio', p.studioName],
          ['Paid', pounds(p.amountPaid)],
          ['Classes', credits(p.creditsLeft)],
          [membership ? 'Renews on' : 'Valid until', `${londonDateTime(p.renewsAt ?? p.expiresAt)}`],
          ['Payment reference', p.paymentReference ?? ''],
        ],
        link: myPasses(site),
      },
    ];
  },
  bell: (p) => [
    passBell(p, 'pass-purchased', subject(p), `${pounds(p.amountPaid)}, ${credits(p.creditsLeft)}.`),
  ],
  samples: [SAMPLE_PASS, SAMPLE_MEMBERSHIP],
});
