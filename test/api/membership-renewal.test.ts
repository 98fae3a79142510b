import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime } from '../../src/common/london-format';
import { londonTime } from '../../src/common/london-time';
import { outboxEvents, passes, passRenewals } from '../../src/server/db/schema';
import type { Mailer, MailMessage } from '../../src/server/modules/notifications/mailer';
import { renderMessages } from '../../src/server/modules/notifications/messages/registry';
import type { OutboxEvent } from '../../src/server/modules/notifications/outbox-events';
import { renewMembership } from '../../src/server/modules/places/renew-membership';
import { countingProvider } from '../helpers/counting-provider';
import { NEXT_LEAP_YEAR } from '../helpers/dates';
import { bearer, createOwnerWithToken, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { A_PACK, buy, publicUntil, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Memberships renewed by the worker under a controlled clock (issue 29, docs/decisions/0056, 0062):
// calendar months anchored on the purchase day, across month ends and both London clock changes,
// once per period however often (or however many workers) try, and the e-mails and bell entries
// about passes through the outbox.

const DAY = 86_400_000;
const MONTHLY = { kind: 'membership', name: 'Monthly eight', price: '60.00', credits: 8, period: 'month' };

const demo = countingProvider('test');
const { charges, provider } = demo;

/** Every e-mail the worker sends. */
const sent: MailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
  },
  close() {},
};

let now = new Date(`${NEXT_LEAP_YEAR}-01-31T18:30:00Z`);
let t: TestApp;
let owner: TestUser;
let studioId: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => now,
    paymentProvider: provider,
    notifications: { inProcessWorker: true, mailer, schedule: false, pollingIntervalSeconds: 0.5 },
  });
  owner = await createOwnerWithToken(t.database.db);
  const made = await sessionOf(t, owner);
  studioId = made.studioId;
  // The clock runs through the next leap year (and a little beyond): the studio sells all along.
  await publicUntil(t, made.classId, new Date(now.getTime() + 400 * DAY));
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const worker = () => {
  const w = t.app.notificationWorker;
  if (!w) throw new Error('the in-process worker is not running');
  return w;
};
/** The renewal charges of one pass (other tests' memberships renew in the same sweeps). */
const chargesOf = (passId: string) =>
  charges.filter((c) => c.bookingId.startsWith(`pass-renewal:${passId}:`)).length;
const passRow = async (id: string) =>
  (await t.database.db.select().from(passes).where(eq(passes.id, id)))[0] as typeof passes.$inferSelect;
const renewalsOf = (id: string) =>
  t.database.db.select().from(passRenewals).where(eq(passRenewals.passId, id)).orderBy(passRenewals.period);
const eventsOf = async (kind: OutboxEvent['kind'], passId: string) =>
  (await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.kind, kind))).filter(
    (e) => (e.payload as { passId?: string }).passId === passId,
  );
const render = (payload: unknown) =>
  renderMessages(t.database.db, payload as OutboxEvent, { publicUrl: 'https://attune.test', now });
const bell = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(who.token) })).json()
    .items as { kind: string; title: string; body: string; href: string }[];

/** Waits for the worker to send an e-mail matching `test` (polling with a deadline, no fixed sleep). */
async function mailTo(email: string, subject: RegExp) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = sent.filter((m) => m.to === email && subject.test(m.subject));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function memberAt(at: Date, product = MONTHLY) {
  now = at;
  const who = await createUserWithToken(t.database.db);
  const made = await sell(t, owner, studioId, product);
  const pass = await buy(t, who, made.id);
  return { who, pass };
}

/** The London wall-clock day and time of an instant, as "2028-02-29 18:30" (the leap year ahead). */
function london(instant: Date | string) {
  const l = londonTime(new Date(instant));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${l.year}-${two(l.month)}-${two(l.day)} ${two(l.hour)}:${two(l.minute)}`;
}

describe('renewal at renewsAt, by the worker', () => {
  it('follows the calendar from 31 January: 29 February, 31 March, … across both clock changes, at 18:30 London', async () => {
    const { who, pass } = await memberAt(new Date(`${NEXT_LEAP_YEAR}-01-31T18:30:00Z`));
    expect(london(pass.renewsAt)).toBe(`${NEXT_LEAP_YEAR}-02-29 18:30`);
    const expected = [
      `${NEXT_LEAP_YEAR}-03-31 18:30`, // after the spring change (March's last Sunday): 17:30 UTC
      `${NEXT_LEAP_YEAR}-04-30 18:30`,
      `${NEXT_LEAP_YEAR}-05-31 18:30`,
      `${NEXT_LEAP_YEAR}-06-30 18:30`,
      `${NEXT_LEAP_YEAR}-07-31 18:30`,
      `${NEXT_LEAP_YEAR}-08-31 18:30`,
      `${NEXT_LEAP_YEAR}-09-30 18:30`,
      `${NEXT_LEAP_YEAR}-10-31 18:30`, // after the autumn change (October's last Sunday): 18:30 UTC again
      `${NEXT_LEAP_YEAR}-11-30 18:30`,
    ];
    let renewsAt = new Date(pass.renewsAt);
    for (const [i, next] of expected.entries()) {
      // A minute before, nothing happens; at renewsAt the worker's minute job renews.
      now = new Date(renewsAt.getTime() - 60_000);
      await worker().runSchedule();
      expect((await passRow(pass.id)).renewsAt).toEqual(renewsAt);
      // A credit used in this period: the renewal gives the period's eight back.
      await t.database.db.update(passes).set({ creditsLeft: 5 }).where(eq(passes.id, pass.id));
      now = renewsAt;
      await worker().runSchedule();
      const row = await passRow(pass.id);
      expect(london(row.renewsAt as Date), `renewal ${i + 2}`).toBe(next);
      expect(row.expiresAt).toEqual(row.renewsAt);
      expect(row).toMatchObject({ status: 'active', creditsLeft: 8, creditsTotal: 8 });
      renewsAt = row.renewsAt as Date;
    }
    expect((await passRow(pass.id)).renewsAt?.toISOString()).toBe(`${NEXT_LEAP_YEAR}-11-30T18:30:00.000Z`);
    // The UTC instants move with the clock changes, the London time does not.
    const periods = await renewalsOf(pass.id);
    expect(periods.map((r) => r.period)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Period 2 runs from 29 February to 31 March, period 9 to 31 October.
    expect(periods[0]?.periodStart.toISOString()).toBe(`${NEXT_LEAP_YEAR}-02-29T18:30:00.000Z`);
    expect(periods[0]?.periodEnd.toISOString()).toBe(`${NEXT_LEAP_YEAR}-03-31T17:30:00.000Z`);
    expect(periods.find((r) => r.period === 9)?.periodEnd.toISOString()).toBe(
      `${NEXT_LEAP_YEAR}-10-31T18:30:00.000Z`,
    );
    expect(periods.every((r) => r.status === 'paid' && r.amount === '60.00')).toBe(true);
    expect(chargesOf(pass.id)).toBe(9);
    expect(charges.find((c) => c.bookingId === `pass-renewal:${pass.id}:10`)).toMatchObject({
      amount: '60.00',
    });

    // Each renewal's receipt, delivered by the worker, and in the bell.
    const receipts = await mailTo(who.email, /renewed for £60\.00/);
    expect(receipts[0]?.text).toContain('Payment reference: demo_test_');
    expect((await bell(who)).filter((n) => n.kind === 'pass-renewed').length).toBe(9);
  });

  it('charges a period once: run twice, in parallel, or with the pass put back, it renews once', async () => {
    const { pass } = await memberAt(new Date(`${NEXT_LEAP_YEAR}-03-15T09:00:00Z`));
    now = new Date(pass.renewsAt);
    const outcomes = await Promise.all([
      renewMembership(t.database.db, provider, pass.id, now),
      renewMembership(t.database.db, provider, pass.id, now),
      worker().runSchedule(),
    ]);
    expect(outcomes.slice(0, 2).sort()).toEqual(expect.arrayContaining(['not-due']));
    await worker().runSchedule();
    expect(chargesOf(pass.id)).toBe(1);
    expect(await renewalsOf(pass.id)).toHaveLength(1);
    // Even if the pass read as due again (a crash between a charge and its commit cannot leave this,
    // but a stale copy could), the period's unique key refuses a second charge.
    await t.database.db.update(passes).set({ renewsAt: now, expiresAt: now }).where(eq(passes.id, pass.id));
    expect(await renewMembership(t.database.db, provider, pass.id, now)).toBe('not-due');
    expect(chargesOf(pass.id)).toBe(1);
    expect(await eventsOf('pass.renewed', pass.id)).toHaveLength(1);
  });

  it('a declined charge sets the membership past due, e-mails the student and is not retried', async () => {
    const { who, pass } = await memberAt(new Date(`${NEXT_LEAP_YEAR}-04-10T08:00:00Z`));
    now = new Date(pass.renewsAt);
    demo.decline = true;
    try {
      await worker().runSchedule();
    } finally {
      demo.decline = false;
    }
    const row = await passRow(pass.id);
    expect(row.status).toBe('past_due');
    expect(await renewalsOf(pass.id)).toMatchObject([
      { period: 2, status: 'declined', paymentReference: null },
    ]);
    now = new Date(now.getTime() + DAY);
    await worker().runSchedule();
    expect(chargesOf(pass.id)).toBe(1);
    const [notice] = await mailTo(who.email, /couldn't renew/);
    expect(notice?.text).toContain('£60.00');
    expect(notice?.text).toContain('past due');
    expect((await bell(who)).some((n) => n.kind === 'pass-renewal-failed')).toBe(true);
    // A past-due membership pays for nothing: GET /api/user/passes says so.
    const listed = await t.app.inject({ method: 'GET', url: '/api/user/passes', headers: bearer(who.token) });
    expect(listed.json().find((p: { id: string }) => p.id === pass.id)?.status).toBe('past_due');
  });

  it('a cancelled membership (renewsAt null) is not renewed and ends with its period', async () => {
    const { who, pass } = await memberAt(new Date(`${NEXT_LEAP_YEAR}-05-01T12:00:00Z`));
    now = new Date(new Date(pass.validFrom).getTime() + 20 * DAY);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${pass.id}/cancel`,
      headers: bearer(who.token),
    });
    expect(cancelled.json()).toMatchObject({ status: 'active', renewsAt: null });
    now = new Date(new Date(pass.expiresAt).getTime() + DAY);
    await worker().runSchedule();
    expect(chargesOf(pass.id)).toBe(0);
    expect(await renewalsOf(pass.id)).toEqual([]);
    expect(await passRow(pass.id)).toMatchObject({ status: 'active', renewsAt: null });
  });
});

describe('e-mails and bell entries about passes', () => {
  it('a receipt for every pass bought', async () => {
    const { who, pass } = await memberAt(new Date(`${NEXT_LEAP_YEAR}-06-01T10:00:00Z`));
    const [event] = await eventsOf('pass.purchased', pass.id);
    const [mail] = await render(event?.payload);
    expect(mail).toMatchObject({ to: who.email, subject: 'Your receipt: Monthly eight at Test Studio' });
    expect(mail?.text).toContain('Paid: £60.00');
    expect(mail?.text).toContain('14 days');
    expect((await bell(who)).map((n) => n.kind)).toContain('pass-purchased');
  });

  it('the renewal reminder, 3 days before every renewal, once per period, with the amount and a cancel link', async () => {
    const { who, pass } = await memberAt(new Date(`${NEXT_LEAP_YEAR}-07-05T10:00:00Z`));
    const renewsAt = new Date(pass.renewsAt);
    now = new Date(renewsAt.getTime() - 3 * DAY - 60_000);
    await worker().runSchedule();
    expect(await eventsOf('pass.renewal-reminder', pass.id)).toHaveLength(0);
    now = new Date(renewsAt.getTime() - 3 * DAY + 60_000);
    await worker().runSchedule();
    await worker().runSchedule();
    const reminders = await eventsOf('pass.renewal-reminder', pass.id);
    expect(reminders).toHaveLength(1);
    const [mail] = await render(reminders[0]?.payload);
    expect(mail?.subject).toBe(`Your Monthly eight renews on ${londonDateTime(renewsAt)} for £60.00`);
    expect(mail?.text).toContain('Cancel your membership: https://attune.test/dashboard?tab=passes');
    expect((await bell(who)).filter((n) => n.kind === 'pass-renewal-reminder')).toHaveLength(1);
    // Renewed, the next period is reminded again, once.
    now = renewsAt;
    await worker().runSchedule();
    const next = (await passRow(pass.id)).renewsAt as Date;
    now = new Date(next.getTime() - 2 * DAY);
    await worker().runSchedule();
    await worker().runSchedule();
    expect(await eventsOf('pass.renewal-reminder', pass.id)).toHaveLength(2);
  });

  it('"ends in 7 days with N credits left", once per pass, and not for an empty pass', async () => {
    now = new Date(`${NEXT_LEAP_YEAR}-08-01T10:00:00Z`);
    const who = await createUserWithToken(t.database.db);
    const pack = await sell(t, owner, studioId, A_PACK);
    const kept = await buy(t, who, pack.id);
    const empty = await buy(t, who, pack.id);
    await t.database.db.update(passes).set({ creditsLeft: 0 }).where(eq(passes.id, empty.id));
    await t.database.db.update(passes).set({ creditsLeft: 2 }).where(eq(passes.id, kept.id));
    now = new Date(new Date(kept.expiresAt).getTime() - 7 * DAY + 60_000);
    await worker().runSchedule();
    await worker().runSchedule();
    const events = await eventsOf('pass.expiring', kept.id);
    expect(events).toHaveLength(1);
    expect(await eventsOf('pass.expiring', empty.id)).toHaveLength(0);
    const [mail] = await render(events[0]?.payload);
    expect(mail?.subject).toBe('Your 3-class pack ends in 7 days with 2 credits left');
    expect((await bell(who)).filter((n) => n.kind === 'pass-expiring')).toHaveLength(1);
    // Put back to its state for the invariant (two credits used by no booking were a test's edit).
    await t.database.db
      .update(passes)
      .set({ creditsLeft: 3 })
      .where(and(eq(passes.userId, who.id), eq(passes.kind, 'pack')));
  });
});
