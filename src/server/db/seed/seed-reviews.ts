// The demo studios' review counts ("302 reviews") as real reviews that can be read, with each
// studio's rating the exact mean of them (docs/decisions/0022).
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { reviews, studios } from '../schema';

const COMMENTS = [
  'Calm, welcoming and beautifully run. I left feeling lighter.',
  'The teacher remembered my name and my dodgy knee. Lovely class.',
  null,
  'A proper reset after a long week. Booking again.',
  'Clear instructions, good pace, spotless room.',
  null,
  'Slightly warm in the room, but the class itself was excellent.',
  'Friendly from the moment I walked in. Great for beginners.',
  'Exactly what I needed. Quiet, kind and unhurried.',
  null,
  'Good class, though it started a few minutes late.',
  'I have tried a lot of places in London and this is one of the best.',
];

/**
 * `count` whole-star ratings whose mean is `target` to 2 decimals: as many 5s as the total allows,
 * then 4s and 3s, spread through the list (not all the high ones first) so every page reads naturally.
 */
function ratingsWithMean(count: number, target: number): number[] {
  let deficit = Math.round(count * 5 - count * target);
  const ratings = Array.from({ length: count }, () => 5);
  // Spread the lower ratings with a stride coprime to `count`.
  const stride = [7, 11, 13, 17].find((s) => count % s !== 0) ?? 1;
  for (let k = 0, i = 0; deficit > 0 && k < count * 2; k++, i = (i + stride) % count) {
    const drop = Math.min(deficit, ratings[i] === 5 ? 1 : ratings[i] === 4 ? 1 : 0);
    ratings[i] = (ratings[i] as number) - drop;
    deficit -= drop;
  }
  return ratings;
}

interface SeedReviewsInput {
  now: Date;
  studios: Array<{ id: string; rating: string; reviewCount: number; classIds: string[] }>;
  reviewerIds: string[];
}

/** Rows for each studio's reviews, spread over the last two years, newest first in the list's order. */
export function seedReviewRows({ now, studios: list, reviewerIds }: SeedReviewsInput) {
  const rows: Array<typeof reviews.$inferInsert> = [];
  list.forEach((studio, s) => {
    const ratings = ratingsWithMean(studio.reviewCount, Number(studio.rating));
    const spanMs = 730 * 86_400_000;
    ratings.forEach((rating, k) => {
      rows.push({
        studioId: studio.id,
        classId: studio.classIds.length > 0 ? studio.classIds[k % studio.classIds.length] : null,
        userId: reviewerIds[(s * 7 + k) % reviewerIds.length] as string,
        rating,
        comment: COMMENTS[(s + k) % COMMENTS.length] ?? null,
        // Evenly spaced back from a day ago, with a few hours' jitter so no two share an instant.
        createdAt: new Date(
          now.getTime() -
            86_400_000 -
            Math.floor((spanMs * k) / Math.max(1, ratings.length)) -
            ((s * 3 + k) % 11) * 3_600_000,
        ),
      });
    });
  });
  return rows;
}

/** Sets each listed studio's rating and count from its reviews: the same rule as a new review. */
export async function refreshSeededRatings(tx: DbOrTx, studioIds: string[]) {
  if (studioIds.length === 0) return;
  await tx
    .update(studios)
    .set({
      rating: sql`coalesce((select round(avg(r.rating), 2) from ${reviews} r where r.studio_id = ${studios.id}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} r where r.studio_id = ${studios.id})`,
    })
    .where(inArray(studios.id, studioIds));
}
