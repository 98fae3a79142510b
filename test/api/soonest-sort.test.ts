import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassListItem } from '../../src/common/schemas/class';
import { classes, sessions } from '../../src/server/db/schema';
import { refreshPassedNextSessions } from '../../src/server/modules/classes/classes.repository';
import { createSession } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { walkList } from '../helpers/walk-list';

// sort=soonest orders classes by their next scheduled session. Each class keeps that start in
// next_session_at, kept by triggers on sessions (migration 0008, docs/decisions/0046); the sort trusts
// it only while it is still ahead, so the order stays exact as sessions are added, moved, cancelled
// and started, and whatever the clock.

const HOUR = 3_600_000;
let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, holdSweepMs: 0 });
});
afterAll(() => t?.close());

/** The soonest order of the classes named (others may be listed: a studio's class that keeps it public). */
async function soonest(only?: string[]): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/classes?sort=soonest&limit=100' });
  expect(res.statusCode, res.body).toBe(200);
  const ids = (res.json() as ClassListItem[]).map((c) => c.id);
  return only ? ids.filter((id) => only.includes(id)) : ids;
}

/** A session of the class starting `startsInMs` from the wall clock, or at `startsInMs` itself. */
async function addSession(classId: string, startsInMs: number | Date) {
  const start = startsInMs instanceof Date ? startsInMs : new Date(Date.now() + startsInMs);
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + HOUR) })
    .returning({ id: sessions.id });
  return row?.id as string;
}

async function stored(classId: string) {
  const [row] = await t.database.db
    .select({ at: classes.nextSessionAt })
    .from(classes)
    .where(eq(classes.id, classId));
  return row?.at?.toISOString() ?? null;
}

describe('sort=soonest', () => {
  it('follows sessions as they are added, moved, cancelled and deleted', async () => {
    now = new Date();
    const a = await createSession(t.database.db, { startsInMs: 30 * HOUR });
    const b = await createSession(t.database.db, { startsInMs: 20 * HOUR });
    // B's studio keeps a class with a session ahead, so it stays public (not a draft, docs/decisions/0065)
    // when B has none left.
    const [keeper] = await t.database.db
      .insert(classes)
      .values({
        studioId: b.studioId,
        title: 'Keeper',
        serviceType: 'yoga',
        deliveryMethod: 'in-person',
        duration: 60,
        price: '10.00',
        maxParticipants: 5,
      })
      .returning({ id: classes.id });
    await addSession(keeper?.id as string, 200 * HOUR);
    const soonestOfAB = () => soonest([a.classId, b.classId]);
    expect(await soonestOfAB()).toEqual([b.classId, a.classId]);
    expect(await stored(b.classId)).not.toBeNull();

    // A new, earlier session of A puts A first at once.
    const early = await addSession(a.classId, 10 * HOUR);
    expect(await soonestOfAB()).toEqual([a.classId, b.classId]);

    // Moved after B's, then cancelled, then back and deleted: each change is seen by the next read.
    await t.database.db
      .update(sessions)
      .set({ startTime: new Date(Date.now() + 25 * HOUR), endTime: new Date(Date.now() + 26 * HOUR) })
      .where(eq(sessions.id, early));
    expect(await soonestOfAB()).toEqual([b.classId, a.classId]);
    await t.database.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, b.sessionId));
    expect(await soonestOfAB()).toEqual([a.classId, b.classId]); // B has none left: last
    expect(await stored(b.classId)).toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.id, early));
    const [first] = await t.database.db
      .select({ start: sessions.startTime })
      .from(sessions)
      .where(eq(sessions.id, a.sessionId));
    expect(await stored(a.classId)).toBe(first?.start.toISOString());
  });

  it('stays exact once the stored next session has started, and after the refresh', async () => {
    now = new Date();
    const c = await createSession(t.database.db, { startsInMs: 1 * HOUR });
    await addSession(c.classId, 40 * HOUR);
    const d = await createSession(t.database.db, { startsInMs: 30 * HOUR });
    const order = (await soonest()).filter((id) => id === c.classId || id === d.classId);
    expect(order).toEqual([c.classId, d.classId]);

    // Two hours on, C's stored session has started: its next is now 40 h away, after D's 30.
    now = new Date(Date.now() + 2 * HOUR);
    const later = (await soonest()).filter((id) => id === c.classId || id === d.classId);
    expect(later).toEqual([d.classId, c.classId]);

    // The timer's refresh moves on only what the database's own clock has seen start.
    await t.database.db.execute(
      sql`update ${sessions} set start_time = now() - interval '1 minute', end_time = now() + interval '1 hour'
          where ${sessions.classId} = ${c.classId} and ${sessions.startTime} < now() + interval '2 hours'`,
    );
    await refreshPassedNextSessions(t.database.db);
    const next = await stored(c.classId);
    expect(next).not.toBeNull();
    expect(new Date(next as string).getTime()).toBeGreaterThan(Date.now() + 39 * HOUR);
  });

  it('asks the sessions themselves when the clock is behind the stored instant', async () => {
    now = new Date();
    const e = await createSession(t.database.db, { startsInMs: 50 * HOUR });
    const f = await createSession(t.database.db, { startsInMs: 45 * HOUR });
    // A session of E that is already over for the database, but still ahead for a clock set back a day.
    await addSession(e.classId, -3 * HOUR);
    now = new Date(Date.now() - 24 * HOUR);
    const order = (await soonest()).filter((id) => id === e.classId || id === f.classId);
    expect(order).toEqual([e.classId, f.classId]);
  });

  it('pages through the classes it trusts and those it asks about alike: each once, in order, ties by id', async () => {
    now = new Date();
    const tie = new Date(Date.now() + 100 * HOUR);
    const made: string[] = [];
    // Three classes whose stored next session starts within the hour, then one at `tie` or after it.
    for (const hours of [0, 1, 2]) {
      const asked = await createSession(t.database.db, { startsInMs: HOUR / 2 });
      await addSession(asked.classId, new Date(tie.getTime() + hours * HOUR));
      made.push(asked.classId);
    }
    // Three it trusts, whose next sessions fall on the same instants: the cursor crosses the two parts.
    for (const hours of [-1, 0, 1]) {
      const trusted = await createSession(t.database.db);
      const start = new Date(tie.getTime() + hours * HOUR);
      await t.database.db
        .update(sessions)
        .set({ startTime: start, endTime: new Date(start.getTime() + HOUR) })
        .where(eq(sessions.id, trusted.sessionId));
      made.push(trusted.classId);
    }
    const rows = await t.database.db
      .select({ classId: sessions.classId, start: sessions.startTime })
      .from(sessions)
      .where(inArray(sessions.classId, made));
    /** The classes made here in order of their next session after `at`, ties by id. */
    const expected = (at: number) => {
      const next = (id: string) =>
        Math.min(
          ...rows.filter((r) => r.classId === id && r.start.getTime() > at).map((r) => r.start.getTime()),
        );
      return [...made].sort((a, b) => next(a) - next(b) || (a < b ? -1 : 1));
    };

    // An hour on (on the app's clock only, so no refresh moves them), the first three's stored
    // sessions have started; then a clock set back an hour, before every class's stored instant.
    for (const offset of [HOUR, -HOUR]) {
      now = new Date(Date.now() + offset);
      const all = await soonest();
      const walked = await walkList<ClassListItem>(t.app, '/api/classes?sort=soonest&limit=1');
      expect(walked.items.map((c) => c.id)).toEqual(all);
      expect(
        all.filter((id) => made.includes(id)),
        `clock ${offset / HOUR} h`,
      ).toEqual(expected(now.getTime()));
      const nextStarts = walked.items.map((c) => c.upcomingSessions[0]?.startTime ?? '9999');
      expect(nextStarts).toEqual([...nextStarts].sort());
    }
  });
});
