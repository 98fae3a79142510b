import { findPassDetails, findRenewal, type PassDetails } from '../event-details.repository';
import { PASSES_PATH } from '../links';
import type { Bell, Gather, Site } from './message';

// What the messages about passes and memberships share (docs/decisions/0062).

export const credits = (n: number | null) =>
  n === null ? 'unlimited classes' : `${n} credit${n === 1 ? '' : 's'} left`;

export const myPasses = (site: Site) => ({ text: 'See your passes', url: `${site.publicUrl}${PASSES_PATH}` });

/** The pass's holder, as the e-mail's addressee. */
export const holder = (p: PassDetails) => ({ to: p.email, firstName: p.firstName });

/** A bell entry about a pass: its title is the e-mail's subject; it leads to the passes. */
export const passBell = (p: PassDetails, kind: Bell['kind'], title: string, body: string): Bell => ({
  userId: p.userId,
  kind,
  title,
  body,
  href: PASSES_PATH,
});

export const loadPass = (g: Gather, event: { passId: string }) => findPassDetails(g.db, event.passId);

export type Renewal = NonNullable<Awaited<ReturnType<typeof findRenewal>>>;

/** A pass and its renewal into the event's period. */
export async function loadRenewal(g: Gather, event: { passId: string; period: number }) {
  const [pass, renewal] = await Promise.all([
    findPassDetails(g.db, event.passId),
    findRenewal(g.db, event.passId, event.period),
  ]);
  return pass && { pass, renewal };
}
