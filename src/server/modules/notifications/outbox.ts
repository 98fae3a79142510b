import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEvents } from '../../db/schema';
import { inAppNotifications } from './messages/registry';
import { insertNotifications } from './notifications.repository';
import { OUTBOX_CHANNEL, type OutboxEvent } from './outbox-events';

/**
 * Records that something happened, inside the caller's transaction (docs/decisions/0019): the outbox
 * row, the in-app notifications made from it, and a NOTIFY that wakes the relay once (and only if)
 * the transaction commits. With a `dedupeKey` an event already recorded under it is not made again
 * (undefined is returned).
 */
export async function recordEvent(
  tx: DbOrTx,
  event: OutboxEvent,
  dedupeKey?: string,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ kind: event.kind, payload: event, dedupeKey })
    .onConflictDoNothing()
    .returning({ id: outboxEvents.id });
  if (!row) return undefined;
  const items = await inAppNotifications(tx, event);
  await insertNotifications(
    tx,
    items.map((item) => ({ ...item, outboxId: row.id })),
  );
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row.id;
}
