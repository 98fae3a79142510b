import type { Pass } from '../../../../common/schemas/product';
import type { SessionDetail } from '../../../../common/schemas/session';

/**
 * The pass the student would book this session with, if any can pay for it: of the session's studio,
 * active, with a credit left (or unlimited), and valid at the session's start (validFrom ≤ start <
 * expiresAt, a membership's current period). The server's rule (docs/decisions/0055), read ahead so
 * the page offers only what the booking will accept; the server still decides. Of several, the one
 * that runs out first, so nothing is left to expire unused.
 */
export function passForSession(passes: Pass[] | undefined, session: SessionDetail): Pass | undefined {
  const start = Date.parse(session.startTime);
  return (passes ?? [])
    .filter(
      (p) =>
        p.studioId === session.class.studio.id &&
        p.status === 'active' &&
        (p.creditsLeft === null || p.creditsLeft > 0) &&
        Date.parse(p.validFrom) <= start &&
        start < Date.parse(p.expiresAt),
    )
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0];
}

/** "Use a pass (3 credits left)", or "Use your membership" when it is unlimited. */
export function passOptionLabel(pass: Pass): string {
  if (pass.creditsLeft === null) return 'Use your membership';
  return `Use a pass (${pass.creditsLeft} credit${pass.creditsLeft === 1 ? '' : 's'} left)`;
}
