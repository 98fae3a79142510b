import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { DEFAULT_GIFT_CARD_LIMITS } from '../../src/server/modules/gift-cards/gift-cards.routes';
import type { PaymentProvider } from '../../src/server/modules/payments/payment-provider';
import {
  COUNTER_KINDS,
  type CountingInstances,
  countingInstances,
  freshAddress,
} from '../helpers/counting-instances';
import { bearer, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { deliverGiftCard, giftCardBody } from '../helpers/gift-cards';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Gift cards sent mail for free (issue 63, finding 5): twelve cards to one recipient in 0.1 s were all
// delivered, under a subject carrying the name the buyer chose, with a phishing link in the message.
// Purchases are now counted: at most 5 to one recipient a day, 10 per account and 10 per address; the
// recipient's e-mail names the buyer's account address beside the chosen name; and a link in what the
// buyer wrote reaches the recipient as plain text that no mail program turns into a link.

const DAY = 86_400_000;
/** The demo payment, except that £13 is declined: a purchase that fails must count nothing. */
const payments: PaymentProvider = {
  methods: ['demo'],
  async charge(request) {
    return request.amount === '13.00'
      ? { status: 'declined', message: 'Your card was declined.' }
      : { status: 'paid', reference: `demo_${randomBytes(4).toString('hex')}` };
  },
};
/** A recipient no other run has used: Redis keeps its counts for a day. */
const freshRecipient = (name = 'friend') => `${name}-${randomBytes(4).toString('hex')}@example.com`;

describe.each(COUNTER_KINDS)('gift-card purchases counted %s', (kind) => {
  let now = new Date();
  let c: CountingInstances;
  let requests = 0;
  beforeAll(async () => {
    c = await countingInstances(kind, {
      clock: () => now,
      paymentProvider: payments,
      giftCardLimits: DEFAULT_GIFT_CARD_LIMITS,
    });
  });
  afterAll(() => c?.close());

  const buy = (who: TestUser, body: Record<string, unknown>, remoteAddress = freshAddress(), key?: string) =>
    c.app(requests++).inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: giftCardBody(body),
      remoteAddress,
    });
  const buyer = () => createUserWithToken(c.t.database.db);
  const expectLimited = (res: Awaited<ReturnType<typeof buy>>, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(message), code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('sends at most 5 cards a day to one recipient, however the address is written, from anyone', async () => {
    const recipientEmail = freshRecipient('victim');
    for (let i = 0; i < 5; i++) {
      expect((await buy(await buyer(), { recipientEmail })).statusCode).toBe(201);
    }
    const [local, domain] = recipientEmail.split('@');
    for (const written of [recipientEmail, recipientEmail.toUpperCase(), `${local}+again@${domain}`]) {
      expectLimited(await buy(await buyer(), { recipientEmail: written }), /one e-mail address/);
    }
    // Someone else may still be sent one.
    expect((await buy(await buyer(), { recipientEmail: freshRecipient() })).statusCode).toBe(201);
    if (kind === 'in memory') {
      const start = now;
      now = new Date(start.getTime() + DAY + 1000);
      try {
        expect((await buy(await buyer(), { recipientEmail })).statusCode).toBe(201);
      } finally {
        now = start;
      }
    }
  });

  it('lets one account buy at most 10 cards a day, from any address', async () => {
    const who = await buyer();
    for (let i = 0; i < 10; i++) {
      expect((await buy(who, { recipientEmail: freshRecipient() })).statusCode).toBe(201);
    }
    expectLimited(await buy(who, { recipientEmail: freshRecipient() }), /at most 10 gift cards a day/);
  });

  it('lets one address buy at most 10 cards a day, on any accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await buy(await buyer(), { recipientEmail: freshRecipient() }, address);
      expect(res.statusCode).toBe(201);
    }
    expectLimited(
      await buy(await buyer(), { recipientEmail: freshRecipient() }, address),
      /one internet address/,
    );
    expect((await buy(await buyer(), { recipientEmail: freshRecipient() })).statusCode).toBe(201);
  });

  it('counts neither a declined payment nor a replayed Idempotency-Key, and answers a replay at the limit', async () => {
    const who = await buyer();
    const address = freshAddress();
    for (let i = 0; i < 12; i++) {
      const declined = await buy(who, { amount: '13.00', recipientEmail: freshRecipient() }, address);
      expect(declined.statusCode).toBe(402);
    }
    const recipientEmail = freshRecipient();
    const first = await buy(who, { recipientEmail }, address, 'the-key');
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 12; i++) {
      const again = await buy(who, { recipientEmail }, address, 'the-key');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    // Nine more make ten: the account's day is used up, yet the first purchase's retry is answered.
    for (let i = 0; i < 9; i++)
      expect((await buy(who, { recipientEmail: freshRecipient() })).statusCode).toBe(201);
    expectLimited(await buy(who, { recipientEmail: freshRecipient() }), /at most 10/);
    expect((await buy(who, { recipientEmail }, address, 'the-key')).statusCode).toBe(200);
  });
});

describe('the gift card e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  /** The recipient's e-mail of a card bought by a buyer named "Attune Security Team". */
  async function recipientMail(card: object) {
    const who = await createUserWithToken(t.database.db);
    await t.database.db
      .update(users)
      .set({ firstName: 'Attune Security', lastName: 'Team' })
      .where(eq(users.id, who.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: bearer(who.token),
      payload: giftCardBody({ amount: '40.00', ...card }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { sent } = await deliverGiftCard(t.database.db, res.json().id);
    return { who, mail: sent[0] };
  }

  it('names the buyer’s account address beside the name they chose', async () => {
    const { who, mail } = await recipientMail({});
    expect(mail?.subject).toBe(`Attune Security Team (${who.email}) sent you an Attune gift card for £40.00`);
    expect(mail?.text).toContain(`Attune Security Team (${who.email}) has given you £40.00`);
    expect(mail?.text).toContain(`because Attune Security Team (${who.email}) bought you`);
  });

  it('sends the links the buyer wrote as plain text, which no mail program turns into a link', async () => {
    const { mail } = await recipientMail({
      recipientName: 'Sam from attune.london',
      message:
        'Your account is locked: verify at https://attune-login.example/verify?u=1 or www.attune-help.example now.',
    });
    expect(mail?.text).toContain(
      'Their message: Your account is locked: verify at https[:]//attune-login[.]example/verify?u=1 or www[.]attune-help[.]example now.',
    );
    expect(mail?.text).toContain('Hello Sam from attune[.]london,');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toMatch(
        /https?:\/\/attune-login|attune-login\.example|www\.attune-help|attune\.london,/,
      );
    }
    // The e-mail's own links are still links: the redeem button, and nothing the buyer wrote.
    const hrefs = [...(mail?.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('http://attune.test'))).toBe(true);
  });
});
