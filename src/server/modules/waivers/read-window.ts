/**
 * How far back a booking lets a studio's owner read a student's health answers: a session that began
 * in the last 12 months, or one still to come (docs/decisions/0128). Past that, the studio has no
 * present need for them.
 */
export const READ_WINDOW_MONTHS = 12;

/** The instant a booking's session must start after, seen from the app's `now`. */
export function readSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - READ_WINDOW_MONTHS);
  return since;
}
