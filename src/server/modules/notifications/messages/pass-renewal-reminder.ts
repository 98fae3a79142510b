import { londonDateTime } from '../../../../common/london-format';
import type { PassDetails } from '../event-details.repository';
import { PASSES_PATH } from '../links';
import { defineMessage } from './message';
import { holder, loadPass, passBell } from './pass';
import { SAMPLE_MEMBERSHIP } from './samples';
import { pounds } from './shared';

/** A membership renews in 3 days (once per period): the amount and how to cancel. */
type Data = PassDetails & { renewsOn: string };

const subject = (p: Data) => `Your ${p.name} renews on ${p.renewsOn} for ${pounds(p.amountPaid)}`;

export const passRenewalReminder = defineMessage<'pass.renewal-reminder', Data>({
  async load(g, event) {
    const p = await loadPass(g, event);
    return p && { ...p, renewsOn: londonDateTime(new Date(event.renewsAt)) };
  },
  mail: (p, site) => [
    {
      ...holder(p),
      subject: subject(p),
      paragraphs: [
        `Your ${p.name} membership at ${p.studioName} renews on ${p.renewsOn}, and we will charge ${pounds(p.amountPaid)} for the next month.`,
        'Nothing to do if you want to keep it. If not, you can cancel in one click before then; you keep your classes until the end of this month.',
      ],
      details: [
        ['Membership', p.name],
        ['Amount', pounds(p.amountPaid)],
        ['Renews on', p.renewsOn],
      ],
      link: { text: 'Cancel your membership', url: `${site.publicUrl}${PASSES_PATH}` },
    },
  ],
  bell: (p) => [
    passBell(
      p,
      'pass-renewal-reminder',
      subject(p),
      `${p.studioName}. Cancel any time before then from your passes.`,
    ),
  ],
  samples: [{ ...SAMPLE_MEMBERSHIP, renewsOn: londonDateTime(SAMPLE_MEMBERSHIP.renewsAt as Date) }],
});
