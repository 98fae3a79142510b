import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailDeliveries, outboxEvents } from '../../db/schema';

export async function findOutboxEvent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
  return row;
}

/** The delivery of the event to this address, made on first sight: the key that forbids a second send. */
export async function ensureDelivery(db: DbOrTx, outboxId: string, email: string) {
  await db.insert(mailDeliveries).values({ outboxId, email }).onConflictDoNothing();
  const [row] = await db
    .select({ id: mailDeliveries.id, status: mailDeliveries.status })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.outboxId, outboxId), eq(mailDeliveries.email, email)));
  return row as NonNullable<typeof row>;
}

export async function countAttempt(db: DbOrTx, id: string) {
  await db
    .update(mailDeliveries)
    .set({ attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(eq(mailDeliveries.id, id));
}

export async function markDelivery(
  db: DbOrTx,
  id: string,
  values:
    | { status: 'sent'; messageId: string; sentAt: Date }
    | { status: 'failed' | 'pending'; lastError: string },
) {
  await db.update(mailDeliveries).set(values).where(eq(mailDeliveries.id, id));
}

/**
 * Done: every e-mail sent or refused for good. The secrets an e-mail carried are erased with it: a
 * reset link's raw token, a gift card's code.
 */
export async function markProcessed(db: DbOrTx, id: string, now: Date) {
  await db
    .update(outboxEvents)
    .set({ processedAt: now, payload: sql`${outboxEvents.payload} - 'token' - 'code'` })
    .where(eq(outboxEvents.id, id));
}

/** Events not yet handed to the queue, oldest first, locked so two relays never hand on the same one. */
export function lockUndispatched(db: DbOrTx, limit: number) {
  return db
    .select({ id: outboxEvents.id, kind: outboxEvents.kind })
    .from(outboxEvents)
    .where(isNull(outboxEvents.dispatchedAt))
    .orderBy(asc(outboxEvents.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markDispatched(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(outboxEvents).set({ dispatchedAt: sql`now()` }).where(inArray(outboxEvents.id, ids));
}
