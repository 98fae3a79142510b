import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRefunds,
  contactMessages,
  favouriteClasses,
  favouriteStudios,
  notifications,
  operatorAudit,
  passwordResetTokens,
  reviewReports,
  reviews,
  studios,
  waitlistEntries,
  waitlistSignups,
} from '../../src/server/db/schema';
import {
  EMAIL_PREFERENCE_COLUMNS,
  EXPORTED_REFERENCES,
  WITHHELD_USER_COLUMNS,
} from '../../src/server/modules/account/export.repository';
import { bearer, createOwnerWithToken, createSession, insertBookings, payFor } from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { buy, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 69: "Download everything Attune holds about you" left out passes, gift cards, the balance,
// favourites, the bell and the e-mail choices, each added after the export was written. This test
// reads the database's own catalogue, so a table added later that points at a person fails it until
// the export carries it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every column that points at a person: a foreign key to users, or an e-mail address outside users. */
async function referencesToPeople() {
  const keys = await rowsOf<{ ref: string }>(sql`
    select cl.relname || '.' || a.attname as ref
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass`);
  const emails = await rowsOf<{ ref: string }>(sql`
    select table_name || '.' || column_name as ref
    from information_schema.columns
    where table_schema = current_schema() and table_name <> 'users'
      and (column_name = 'email' or column_name like '%\_email')`);
  return [...keys, ...emails].map((r) => r.ref).sort();
}

const at = (data: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);

describe('GET /api/user/export', () => {
  it('names a section for every table and e-mail column that points at a person', async () => {
    const refs = await referencesToPeople();
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(Object.keys(EXPORTED_REFERENCES), `${ref} is not exported`).toContain(ref);
  });

  it('holds every row that points at the person, in its section, and every column of theirs but the secrets', async () => {
    const password = 'a calm long walk';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'everything@example.com', username: 'everything', password, firstName: 'Eve' },
      headers: { 'user-agent': 'Export Browser' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const me = { id: registered.json().user.id as string, email: 'everything@example.com' };
    const token = registered.json().token as string;
    const db = t.database.db;

    // A class paid by card, with a key that makes a retry safe.
    const { sessionId, studioId, classId } = await createSession(db);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(token), 'idempotency-key': 'export-test-key-0001' },
      payload: { sessionId, amountPaid: '18.00' },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect((await payFor(t.app, token, held.json().id)).statusCode).toBe(200);
    // A pass bought from a studio.
    const seller = await createOwnerWithToken(db);
    const selling = await sessionOf(t, seller);
    const pack = await sell(t, seller, selling.studioId);
    await buy(t, { ...me, token }, pack.id);
    // A waiver signed at that studio, with a health answer (issue 66).
    const waiver = await t.app.inject({
      method: 'PUT',
      url: `/api/studios/${selling.studioId}/waiver`,
      headers: bearer(seller.token),
      payload: {
        title: 'Safe practice',
        body: 'I practise at my own risk.',
        questions: [{ key: 'injuries', label: 'Any injuries?', kind: 'text', required: false, flag: true }],
      },
    });
    expect(waiver.statusCode, waiver.body).toBe(201);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/studios/${selling.studioId}/waiver/signatures`,
      headers: bearer(token),
      payload: {
        version: 1,
        fullName: 'eve',
        agree: true,
        healthConsent: true,
        answers: { injuries: 'A stiff shoulder' },
      },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    // A gift card bought for themselves, delivered, redeemed into the balance; a wrong code tried.
    const card = await buyGiftCard(t.app, token, giftCardBody({ recipientEmail: me.email }));
    expect(card.statusCode, card.body).toBe(201);
    const { code } = await deliverGiftCard(db, card.json().id);
    expect((await redeem(t.app, token, code as string)).statusCode).toBe(200);
    expect((await redeem(t.app, token, '2222-3333-4444-5555')).statusCode).toBe(404);
    // A review of a class they went to, and a report of someone else's.
    const past = await createSession(db, { startsInMs: -86_400_000 });
    const [pastBooking] = await insertBookings(db, past.sessionId, [me.id], { status: 'completed' });
    await db.insert(reviews).values({
      userId: me.id,
      studioId: past.studioId,
      classId: past.classId,
      bookingId: pastBooking,
      rating: 5,
      comment: 'Lovely.',
    });
    const [theirs] = await db
      .insert(reviews)
      .values({ userId: seller.id, studioId, classId, rating: 1 })
      .returning({ id: reviews.id });
    await db.insert(reviewReports).values({ reviewId: theirs?.id as string, userId: me.id, reason: 'fake' });
    await db.insert(waitlistEntries).values({ sessionId: past.sessionId, userId: me.id, status: 'left' });
    await db.insert(favouriteStudios).values({ userId: me.id, studioId });
    await db.insert(favouriteClasses).values({ userId: me.id, classId });
    await db
      .insert(notifications)
      .values({ userId: me.id, kind: 'booking-confirmed', title: 'Booked', body: '.' });
    await db.insert(passwordResetTokens).values({
      userId: me.id,
      tokenHash: 'reset-hash-not-exported',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // What an operator does is theirs too, and what they sent before they had an account.
    await db.insert(bookingRefunds).values({
      bookingId: pastBooking as string,
      amount: '1.00',
      reason: 'A test refund.',
      operatorId: me.id,
      createdAt: new Date(),
    });
    await db.insert(operatorAudit).values({
      operatorId: me.id,
      action: 'studio.verify',
      targetType: 'studio',
      targetId: studioId,
      reason: 'Checked.',
      at: new Date(),
    });
    await db
      .insert(studios)
      .values({ userId: me.id, name: 'Eve’s Room', address: '2 Test Street', postcode: 'E1 6AN' });
    await db.insert(waitlistSignups).values({ email: me.email });
    await db.insert(contactMessages).values({ name: 'Eve', email: me.email, message: 'Hello.' });
    const preferences = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: bearer(token),
      payload: { reminders: false, reviewInvites: true },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = res.json();

    for (const ref of await referencesToPeople()) {
      const [table, column] = ref.split('.') as [string, string];
      const value = column.endsWith('email') ? me.email : me.id;
      const [{ n } = { n: -1 }] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
      );
      const section = at(data, EXPORTED_REFERENCES[ref as keyof typeof EXPORTED_REFERENCES]);
      // Every reference has rows here, so a section that stays empty is caught, not compared 0 with 0.
      expect(n, `${ref} has rows for the person`).toBeGreaterThan(0);
      expect(section, ref).toHaveLength(n);
    }

    const columns = await rowsOf<{ column_name: string }>(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'users'`);
    const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    for (const { column_name: name } of columns) {
      if (name in WITHHELD_USER_COLUMNS) continue;
      const preference = EMAIL_PREFERENCE_COLUMNS[name as keyof typeof EMAIL_PREFERENCE_COLUMNS];
      if (preference) expect(data.emailPreferences, name).toHaveProperty(preference);
      else expect(data.account, name).toHaveProperty(camel(name));
    }
    expect(data.emailPreferences).toEqual({ reminders: false, reviewInvites: true, digest: true });
    expect(data.balance.balance).toBe('25.00');
    expect(data.passes).toEqual([expect.objectContaining({ name: '3-class pack', creditsLeft: 3 })]);
    // The person's own health answers, opened, and where to fetch the signed document.
    expect(data.waiverSignatures).toEqual([
      expect.objectContaining({
        version: 1,
        title: 'Safe practice',
        answers: [{ key: 'injuries', label: 'Any injuries?', answer: 'A stiff shoulder', flag: true }],
        pdf: `/api/waiver-signatures/${signed.json().id}.pdf`,
      }),
    ]);

    // No secret leaves: the password hash, a device's token, a reset link's or a gift code's hash.
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('reset-hash-not-exported');
    expect(res.body).not.toMatch(/tokenHash|codeHash|"password"/);
    expect(res.body).not.toContain((code as string).replaceAll('-', ''));
  });
});
