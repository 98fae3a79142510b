import { forbidden, type HttpError } from '../../../lib/http-errors';

/**
 * A studio owner may book any other studio's classes, but not their own: a place taken at one's own
 * studio leads, through attendance, to a "verified attendee" review of oneself (docs/decisions/0052).
 * The booking statement refuses such a place (its `st.user_id <> member` condition); this explains
 * the refusal, and the waitlist asks it before letting the owner join.
 */
export function ownStudioRefusal(studioOwnerId: string, userId: string): HttpError | undefined {
  if (studioOwnerId !== userId) return undefined;
  return forbidden("You can't book a session at your own studio.", 'OWN_STUDIO');
}
