import { londonDateTime, londonShort } from '../../../../common/london-format';
import type { PassDetails } from '../event-details.repository';
import { defineMessage } from './message';
import { credits, holder, loadRenewal, myPasses, passBell, type Renewal } from './pass';
import { SAMPLE_MEMBERSHIP } from './samples';
import { pounds } from './shared';

/** A membership renewed into a new period: the receipt. */
interface Data {
  pass: PassDetails;
  renewal: Renewal;
}

const subject = ({ pass, renewal }: Data) =>
  `Your receipt: ${pass.name} renewed for ${pounds(renewal.amount)}`;

export const passRenewed = defineMessage<'pass.renewed', Data>({
  async load(g, event) {
    const found = await loadRenewal(g, event);
    return found?.renewal && { pass: found.pass, renewal: found.renewal };
  },
  mail: (d, site) => [
    {
      ...holder(d.pass),
      subject: subject(d),
      paragraphs: [`Your ${d.pass.name} membership at ${d.pass.studioName} has renewed for another month.`],
      details: [
        ['Membership', d.pass.name],
        ['Paid', pounds(d.renewal.amount)],
        ['Period', `${londonDateTime(d.renewal.periodStart)} to ${londonDateTime(d.renewal.periodEnd)}`],
        ['Classes', credits(d.pass.creditsTotal)],
        ['Payment reference', d.renewal.paymentReference ?? ''],
      ],
      link: myPasses(site),
    },
  ],
  bell: (d) => [
    passBell(
      d.pass,
      'pass-renewed',
      subject(d),
      `${d.pass.studioName}, until ${londonShort(d.renewal.periodEnd)}: ${credits(d.pass.creditsTotal)}.`,
    ),
  ],
  samples: [
    {
      pass: SAMPLE_MEMBERSHIP,
      renewal: {
        id: '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a91',
        passId: SAMPLE_MEMBERSHIP.passId,
        period: 1,
        status: 'paid',
        amount: '60.00',
        periodStart: new Date('2026-12-20T09:00:00Z'),
        periodEnd: new Date('2027-01-20T09:00:00Z'),
        paymentReference: 'demo_7c1e5b3a2f',
        createdAt: new Date('2026-12-20T09:00:00Z'),
      },
    },
  ],
});
