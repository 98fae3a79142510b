import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { personName } from '../../db/person-name';
import { operatorAudit, reviews, studios, users } from '../../db/schema';
import { cursorInstant, type InstantCursor, olderThan } from '../../lib/instant-cursor';

export type AuditTargetType = 'review' | 'studio' | 'user' | 'booking';

export interface AuditRow {
  operatorId: string;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Appends one row to the audit log, in the transaction of the change it records. */
export async function insertAudit(tx: DbOrTx, row: AuditRow): Promise<void> {
  await tx.insert(operatorAudit).values(row);
}

// The names an entry is shown with, read with it: its operator, and its target by type (a studio, a
// person, a review's writer and studio; a booking is named by its reference, which needs no read).
const actor = alias(users, 'actor');
const person = alias(users, 'target_person');
const reviewer = alias(users, 'reviewer');
const reviewStudio = alias(studios, 'review_studio');
const targetIs = (type: AuditTargetType) => eq(operatorAudit.targetType, type);

/** A page of the log, newest first, after the keyset cursor; one more than `limit` is read. */
export function findAuditPage(db: DbOrTx, limit: number, cursor: InstantCursor | undefined) {
  return db
    .select({
      id: operatorAudit.id,
      operatorId: operatorAudit.operatorId,
      action: operatorAudit.action,
      targetType: operatorAudit.targetType,
      targetId: operatorAudit.targetId,
      reason: operatorAudit.reason,
      before: operatorAudit.before,
      after: operatorAudit.after,
      at: operatorAudit.at,
      cursorTime: cursorInstant(operatorAudit.at),
      actorName: personName(actor),
      studioName: studios.name,
      personName: personName(person),
      reviewerName: personName(reviewer),
      reviewStudioName: reviewStudio.name,
    })
    .from(operatorAudit)
    .leftJoin(actor, eq(actor.id, operatorAudit.operatorId))
    .leftJoin(studios, and(targetIs('studio'), eq(studios.id, operatorAudit.targetId)))
    .leftJoin(person, and(targetIs('user'), eq(person.id, operatorAudit.targetId)))
    .leftJoin(reviews, and(targetIs('review'), eq(reviews.id, operatorAudit.targetId)))
    .leftJoin(reviewer, eq(reviewer.id, reviews.userId))
    .leftJoin(reviewStudio, eq(reviewStudio.id, reviews.studioId))
    .where(cursor ? olderThan(operatorAudit.at, operatorAudit.id, cursor) : undefined)
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(limit + 1);
}
export type AuditPageRow = Awaited<ReturnType<typeof findAuditPage>>[number];

export async function countAudit(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorAudit);
  return row?.n ?? 0;
}
