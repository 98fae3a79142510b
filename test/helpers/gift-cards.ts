import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { outboxEvents } from '../../src/server/db/schema';
import { deliverEvent } from '../../src/server/modules/notifications/deliver';
import type { MailMessage } from '../../src/server/modules/notifications/mailer';
import { bearer } from './fixtures';

/** A code as the e-mail shows it: four groups of four from the unambiguous alphabet. */
export const SHOWN_CODE = /\b([2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3})\b/;

export const giftCardBody = (overrides: Record<string, unknown> = {}) => ({
  amount: '25.00',
  recipientEmail: 'friend@example.com',
  recipientName: 'Sam',
  message: 'Happy birthday: treat yourself to a class.',
  method: 'demo',
  ...overrides,
});

export function buyGiftCard(app: FastifyInstance, token: string, body = giftCardBody(), key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export function redeem(app: FastifyInstance, token: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/gift-cards/redeem',
    headers: bearer(token),
    payload: { code },
  });
}

/**
 * Delivers the card's outbox event through the real delivery (deliverEvent) to a mailer that keeps
 * what it is given, and answers the e-mails and the code the recipient's shows.
 */
export async function deliverGiftCard(db: Db, giftCardId: string) {
  const [event] = await db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(
      sql`${outboxEvents.kind} = 'gift-card.sent' and ${outboxEvents.payload}->>'giftCardId' = ${giftCardId}`,
    );
  expect(event, 'the purchase recorded its e-mail event').toBeDefined();
  const sent: MailMessage[] = [];
  const mailer = { send: async (m: MailMessage) => void sent.push(m), close: () => {} };
  await deliverEvent(db, mailer, event?.id as string, { publicUrl: 'http://attune.test', now: new Date() });
  const [row] = await db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.id, event?.id as string));
  return { sent, code: SHOWN_CODE.exec(sent[0]?.text ?? '')?.[1], payload: row?.payload };
}
