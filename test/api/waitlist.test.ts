import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/common/schemas/booking';
import type { WaitlistEntry } from '../../src/common/schemas/waitlist';
import { bookings, classes, sessions, studios, waitlistEntries } from '../../src/server/db/schema';
import { promoteWaitlist } from '../../src/server/modules/places/promote-waitlist';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  insertBookings,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  users = await createUsersWithTokens(t.database.db, 8);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const user = (i: number) => users[i] as TestUser;
const join = (sessionId: string, u: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/waitlist`, headers: bearer(u.token) });
const leave = (sessionId: string, u: TestUser) =>
  t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}/waitlist`, headers: bearer(u.token) });
const myWaitlist = async (u: TestUser): Promise<WaitlistEntry[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/user/waitlist', headers: bearer(u.token) })).json();
const cancel = (bookingId: string, u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: bearer(u.token),
    payload: {},
  });
const sessionRow = async (id: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];

/** A full session (capacity 2) booked by users 0 and 1, starting in `startsInMs`. */
async function fullSession(startsInMs = 48 * HOUR) {
  const { sessionId, classId } = await createSession(t.database.db, {
    maxParticipants: 2,
    startsInMs,
    price: '21.00',
  });
  const bookingIds = await insertBookings(t.database.db, sessionId, [user(0).id, user(1).id], {
    amountPaid: '21.00',
  });
  return { sessionId, classId, bookingIds: bookingIds as [string, string] };
}

describe('joining and leaving the waitlist', () => {
  it('gives positions in order of joining, live as people leave', async () => {
    const { sessionId } = await fullSession();
    const a = await join(sessionId, user(2));
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ sessionId, status: 'waiting', position: 1 });
    expect((await join(sessionId, user(3))).json().position).toBe(2);
    expect((await join(sessionId, user(4))).json().position).toBe(3);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(user(2).token),
    });
    expect(detail.json().waitingCount).toBe(3);

    expect((await leave(sessionId, user(2))).statusCode).toBe(204);
    const [entry] = (await myWaitlist(user(4))).filter((e) => e.sessionId === sessionId);
    expect(entry).toMatchObject({ status: 'waiting', position: 2, bookingId: null });
    expect(entry?.session.class.title).toBe('Test Flow');
    expect(entry?.session.class.studio.name).toBe('Test Studio');
    // A student who left is not listed any more and can leave only once.
    expect((await myWaitlist(user(2))).filter((e) => e.sessionId === sessionId)).toEqual([]);
    expect((await leave(sessionId, user(2))).statusCode).toBe(404);
  });

  it("shows how many wait on the public class page; the studio page's card shows the session full", async () => {
    const { sessionId, classId } = await fullSession();
    await join(sessionId, user(5));
    const cls = (await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` })).json();
    expect(cls.upcomingSessions.find((s: { id: string }) => s.id === sessionId).waitingCount).toBe(1);
    const studio = (await t.app.inject({ method: 'GET', url: `/api/studios/${cls.studioId}` })).json();
    expect(studio.classes[0].upcomingSessions[0]).toMatchObject({ id: sessionId, availableSpots: 0 });
  });

  it('refuses a session with room, a second entry, a booked student and a started session', async () => {
    const { sessionId: open } = await createSession(t.database.db, { maxParticipants: 5 });
    const roomy = await join(open, user(2));
    expect(roomy.statusCode).toBe(409);
    expect(roomy.json().message).toMatch(/book instead/);

    const { sessionId } = await fullSession();
    expect((await join(sessionId, user(2))).statusCode).toBe(201);
    const twice = await join(sessionId, user(2));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You are already on the waitlist for this session.');
    const booked = await join(sessionId, user(0));
    expect(booked.statusCode).toBe(409);

    const { sessionId: started } = await createSession(t.database.db, {
      maxParticipants: 1,
      currentParticipants: 1,
      startsInMs: -5 * 60_000,
    });
    expect((await join(started, user(2))).statusCode).toBe(409);
    expect((await join('00000000-0000-4000-8000-000000000000', user(2))).statusCode).toBe(404);
    const count = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, started));
    expect(count).toEqual([]);
  });
});

describe('automatic promotion', () => {
  it('a cancellation promotes the first in line to a confirmed booking at the class price', async () => {
    const { sessionId, bookingIds } = await fullSession();
    await join(sessionId, user(2));
    await join(sessionId, user(3));
    const res = await cancel(bookingIds[0], user(0));
    expect(res.statusCode).toBe(200);

    const [promoted] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.userId, user(2).id)));
    expect(promoted).toMatchObject({
      status: 'confirmed',
      amountPaid: '21.00',
      promotedFromWaitlist: true,
    });
    expect(promoted?.paymentIntentId).toMatch(/^demo_waitlist_/);
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(2);

    // The promoted student is told in the app, and sees the booking.
    const [entry] = (await myWaitlist(user(2))).filter((e) => e.sessionId === sessionId);
    expect(entry).toMatchObject({ status: 'promoted', position: null, bookingId: promoted?.id });
    const booking: Booking = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${promoted?.id}`,
        headers: bearer(user(2).token),
      })
    ).json();
    expect(booking).toMatchObject({ status: 'confirmed', promotedFromWaitlist: true });
    expect(booking.freeCancellationUntil).not.toBeNull();
    // The second in line moves up.
    expect((await myWaitlist(user(3))).find((e) => e.sessionId === sessionId)?.position).toBe(1);
  });

  it('does not promote in the last hour before the start: the entry stays and the place is open to all', async () => {
    const { sessionId, bookingIds } = await fullSession(50 * 60_000);
    await join(sessionId, user(2));
    await cancel(bookingIds[0], user(0));
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(1);
    expect((await myWaitlist(user(2))).find((e) => e.sessionId === sessionId)).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    // The first in line books the open place directly: once paid, they no longer wait for one.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(user(2).token),
      payload: { sessionId, amountPaid: '21.00' },
    });
    expect(direct.statusCode).toBe(201);
    expect((await myWaitlist(user(2))).find((e) => e.sessionId === sessionId)?.status).toBe('waiting');
    const paid = await payFor(t.app, user(2).token, direct.json().id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await myWaitlist(user(2))).find((e) => e.sessionId === sessionId)).toBeUndefined();
    const [entry] = await t.database.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.userId, user(2).id)));
    expect(entry?.status).toBe('left');
  });

  it('promoteWaitlist fills every free place in order and skips students who already hold one', async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 3, price: '12.00' });
    const db = t.database.db;
    const queued = [user(2), user(3), user(4), user(5)];
    for (const [i, u] of queued.entries()) {
      await db
        .insert(waitlistEntries)
        .values({ sessionId, userId: u.id, createdAt: new Date(Date.now() + i) });
    }
    // user(2), first in line, booked directly meanwhile.
    await insertBookings(db, sessionId, [user(2).id], { amountPaid: '12.00' });
    const now = new Date();
    const promoted = await db.transaction((tx) => promoteWaitlist(tx, sessionId, now));
    expect(promoted.map((p) => p.userId)).toEqual([user(3).id, user(4).id]);
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(3);
    const entries = await db.select().from(waitlistEntries).where(eq(waitlistEntries.sessionId, sessionId));
    const statusOf = (u: TestUser) => entries.find((e) => e.userId === u.id)?.status;
    expect(queued.map(statusOf)).toEqual(['left', 'promoted', 'promoted', 'waiting']);
    // Nothing more to fill: a second call changes nothing.
    expect(await db.transaction((tx) => promoteWaitlist(tx, sessionId, now))).toEqual([]);
  });
});

describe('an owner raising capacity', () => {
  it('hands the new places to the first in line, in the same transaction as the change', async () => {
    const { sessionId, classId } = await fullSession();
    // The session's studio now belongs to an owner who can edit the class.
    const owner = await createOwnerWithToken(t.database.db);
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.id, classId));
    await t.database.db
      .update(studios)
      .set({ userId: owner.id })
      .where(eq(studios.id, cls?.studioId as string));
    expect((await join(sessionId, user(5))).json().position).toBe(1);
    expect((await join(sessionId, user(6))).json().position).toBe(2);

    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${classId}`,
      headers: bearer(owner.token),
      payload: { maxParticipants: 3 },
    });
    expect(raised.statusCode).toBe(200);

    const promoted = (await myWaitlist(user(5))).find((e) => e.sessionId === sessionId);
    expect(promoted).toMatchObject({ status: 'promoted' });
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.userId, user(5).id)));
    expect(booking).toMatchObject({ status: 'confirmed', promotedFromWaitlist: true, amountPaid: '21.00' });
    expect((await myWaitlist(user(6))).find((e) => e.sessionId === sessionId)).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(3);
  });
});
