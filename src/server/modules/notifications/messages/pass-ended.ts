import { eq, sql } from 'drizzle-orm';
import { passes } from '../../../db/schema';
import { findPassDetails, type PassDetails } from '../event-details.repository';
import { defineMessage } from './message';
import { holder, myPasses, passBell } from './pass';
import { SAMPLE_MEMBERSHIP, SAMPLE_PASS } from './samples';
import { pounds } from './shared';

/**
 * An operator suspended the pass's studio, which ended it (docs/decisions/0120): what it refunded
 * (`refund`, "0.00" when nothing was left unused) and whether that went to the gift balance (its
 * ledger entry) or back the way it was paid.
 */
type Data = PassDetails & { refund: string; toBalance: boolean };

const refunded = (p: Data) => Number(p.refund) > 0;
const subject = (p: Data) =>
  `Your ${p.name} at ${p.studioName} has ended${refunded(p) ? `: ${pounds(p.refund)} refunded` : ''}`;
const whereTo = (p: Data) => (p.toBalance ? 'to your Attune balance' : 'the way you paid');

export const passEnded = defineMessage<'pass.ended', Data>({
  async load(g, event) {
    const [pass, [refund]] = await Promise.all([
      findPassDetails(g.db, event.passId),
      g.db
        .select({
          amount: passes.refundAmount,
          // Spelled out: in a one-table select Drizzle leaves column names unqualified.
          toBalance: sql<boolean>`exists (select 1 from balance_entries e
            where e.reference = 'refund:pass:' || passes.id)`,
        })
        .from(passes)
        .where(eq(passes.id, event.passId)),
    ]);
    return pass && refund && { ...pass, refund: refund.amount ?? '0.00', toBalance: refund.toBalance };
  },
  mail: (p, site) => [
    {
      ...holder(p),
      subject: subject(p),
      paragraphs: [
        `${p.studioName} is no longer taking bookings on Attune, so your ${p.name} has ended: it can't be used to book classes${p.kind === 'membership' ? ', and it will not renew' : ''}.`,
        refunded(p)
          ? `We have refunded ${pounds(p.refund)}, the part of it you had not used, ${whereTo(p)}.`
          : 'Nothing of it was left unused, so there is nothing to refund.',
      ],
      link: myPasses(site),
    },
  ],
  bell: (p) => [
    passBell(
      p,
      'pass-ended',
      subject(p),
      refunded(p)
        ? `${p.studioName} is no longer on Attune: ${pounds(p.refund)} back ${whereTo(p)}.`
        : `${p.studioName} is no longer on Attune.`,
    ),
  ],
  samples: [
    { ...SAMPLE_MEMBERSHIP, status: 'cancelled', refund: '41.94', toBalance: false },
    { ...SAMPLE_PASS, status: 'cancelled', refund: '26.67', toBalance: true },
    { ...SAMPLE_MEMBERSHIP, status: 'cancelled', refund: '0.00', toBalance: false },
  ],
});
