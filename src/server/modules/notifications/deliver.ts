import type { Db } from '../../db/client';
import {
  countAttempt,
  ensureDelivery,
  findOutboxEvent,
  markDelivery,
  markProcessed,
} from './delivery.repository';
import { isPermanentRefusal, type Mailer } from './mailer';
import { type MessageContext, renderMessages } from './messages/registry';
import type { OutboxEvent } from './outbox-events';

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Sends the e-mails of one outbox event (the queue job's work). Each address has a delivery row keyed
 * by the outbox id: one already sent (or refused for good) is skipped, so a retry after a failure,
 * or a job run twice, never sends it again. A transient failure (no connection, a 4xx) is thrown
 * after the other addresses have had their turn, and the queue tries again with backoff.
 */
export async function deliverEvent(db: Db, mailer: Mailer, outboxId: string, ctx: MessageContext) {
  const row = await findOutboxEvent(db, outboxId);
  if (!row || row.processedAt) return;
  const messages = await renderMessages(db, row.payload as OutboxEvent, ctx);
  let transient: unknown;
  for (const message of messages) {
    const delivery = await ensureDelivery(db, outboxId, message.to);
    if (delivery.status !== 'pending') continue;
    await countAttempt(db, delivery.id);
    // On the sending domain, so it matches the DKIM signature's and the From address's.
    const messageId = `<${delivery.id}@${mailer.domain ?? 'attune.london'}>`;
    try {
      await mailer.send(message, messageId);
      await markDelivery(db, delivery.id, { status: 'sent', messageId, sentAt: ctx.now });
    } catch (err) {
      const permanent = isPermanentRefusal(err);
      await markDelivery(db, delivery.id, {
        status: permanent ? 'failed' : 'pending',
        lastError: describe(err),
      });
      if (!permanent) transient ??= err;
    }
  }
  if (transient) throw transient;
  await markProcessed(db, outboxId, ctx.now);
}
