import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorAudit } from '../../db/schema';
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
    })
    .from(operatorAudit)
    .where(cursor ? olderThan(operatorAudit.at, operatorAudit.id, cursor) : undefined)
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(limit + 1);
}

export async function countAudit(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorAudit);
  return row?.n ?? 0;
}
