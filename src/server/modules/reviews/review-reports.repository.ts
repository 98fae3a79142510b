import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewReports, reviews } from '../../db/schema';

export async function reviewExists(db: DbOrTx, reviewId: string): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
  return row !== undefined;
}

/**
 * The person's report of the review: a new one, or (`created: false`) the one they made before. The
 * unique index on (review, person) decides between two reports racing.
 */
export async function insertOrFindReport(
  db: DbOrTx,
  values: { reviewId: string; userId: string; reason: string; details: string | null },
) {
  const [created] = await db.insert(reviewReports).values(values).onConflictDoNothing().returning();
  if (created) return { report: created, created: true };
  const [existing] = await db
    .select()
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, values.reviewId), eq(reviewReports.userId, values.userId)));
  return { report: existing, created: false };
}
