import { londonDateTime, londonShort } from '../../../../common/london-format';
import type { PassDetails } from '../event-details.repository';
import { defineMessage } from './message';
import { credits, holder, loadPass, myPasses, passBell } from './pass';
import { SAMPLE_PASS } from './samples';

const subject = (p: PassDetails) => `Your ${p.name} ends in 7 days with ${credits(p.creditsLeft)}`;

/** A pass ends within 7 days with credits left (once per pass). */
export const passExpiring = defineMessage<'pass.expiring', PassDetails>({
  load: loadPass,
  mail: (p, site) => [
    {
      ...holder(p),
      subject: subject(p),
      paragraphs: [
        `Your ${p.name} at ${p.studioName} ends on ${londonDateTime(p.expiresAt)}, and you have ${credits(p.creditsLeft)}.`,
        'Book a class before then to use them.',
      ],
      link: myPasses(site),
    },
  ],
  bell: (p) => [
    passBell(p, 'pass-expiring', subject(p), `${p.studioName}: it ends ${londonShort(p.expiresAt)}.`),
  ],
  samples: [{ ...SAMPLE_PASS, creditsLeft: 3 }],
});
