import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { reviews } from '../../../db/schema';
import { conflict, type HttpError } from '../../../lib/http-errors';

/**
 * Once the student has reviewed the class, its attendance is frozen: the review shows "verified
 * attendee" from it, and a studio must not be able to take that mark away from (or give it to) a
 * review it dislikes (docs/decisions/0052).
 */
export async function attendanceLockRefusal(db: DbOrTx, bookingId: string): Promise<HttpError | undefined> {
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
  if (!review) return undefined;
  return conflict("Attendance can't change once the student has reviewed this class.", 'ATTENDANCE_LOCKED');
}
