import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviews } from './schema';

/** The outer class column with its table's name: inside the subquery an unqualified id is the review's. */
const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The class's visible reviews (an operator's hidden review counts for nothing). */
const visibleReviewsOf = (classId: AnyPgColumn) =>
  sql`from ${reviews} class_review where class_review.class_id = ${qualified(classId)} and class_review.hidden_at is null`;

/**
 * A class's own rating and review count, as columns of the statement that reads the class (issue
 * 69, item 6): the studio's figures are stored on its row, a class's are computed from its reviews,
 * the same way for its card, its page and its Reviews section. The rating is a decimal string with
 * two places, like the studio's.
 */
export const classRatingColumns = (classId: AnyPgColumn) => ({
  rating: sql<string>`(select coalesce(round(avg(class_review.rating), 2), 0)::numeric(3, 2)::text ${visibleReviewsOf(classId)})`,
  reviewCount: sql<number>`(select count(*)::int ${visibleReviewsOf(classId)})`,
});
