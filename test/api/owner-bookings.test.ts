import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, sessions } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createUserWithToken,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { addClassAs, addStudioAs, createOwnerWorldWithClass } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let studioId: string;
let classId: string;

beforeAll(async () => {
  ({ t, owner, otherOwner, student, studioId, classId } = await createOwnerWorldWithClass(
    {
      name: 'Roster Studio',
      address: '9 Brixton Hill',
      postcode: 'SW2 1RW',
    },
    {
      title: 'Sound Bath',
      serviceType: 'sound-bath',
      deliveryMethod: 'in-person',
      duration: 60,
      price: '20.00',
      maxParticipants: 20,
    },
  ));
});
afterAll(() => t?.close());

async function newSession(hoursAhead: number) {
  const start = new Date(Date.now() + hoursAhead * 3_600_000);
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning();
  return row?.id as string;
}

async function book(sessionId: string, who?: TestUser) {
  const s = who ?? (await createUserWithToken(t.database.db));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(s.token),
    payload: { sessionId, amountPaid: '20.00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  // Paid at checkout, so the booking is confirmed.
  expect((await payFor(t.app, s.token, res.json().id)).statusCode).toBe(200);
  return res.json().id as string;
}

describe('GET /api/owner/bookings', () => {
  let sessionA: string;
  let bookingIds: string[] = [];

  beforeAll(async () => {
    sessionA = await newSession(48);
    const sessionB = await newSession(96);
    bookingIds = [];
    for (let i = 0; i < 5; i++) bookingIds.push(await book(i < 3 ? sessionA : sessionB));
    bookingIds.push(await book(sessionA, student));
  });

  it('lists the roster newest first with each student, session and class, paged by an opaque cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/owner/bookings?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      seen.push(...page.bookings.map((b: { id: string }) => b.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(seen).toEqual([...bookingIds].reverse());

    const first = await t.app.inject({
      method: 'GET',
      url: '/api/owner/bookings?limit=1',
      headers: bearer(owner.token),
    });
    expect(first.json().bookings[0]).toMatchObject({
      id: bookingIds.at(-1),
      status: 'confirmed',
      amountPaid: '20.00',
      attendance: null,
      student: { id: student.id, firstName: 'Test', email: student.email },
      session: { id: sessionA, status: 'scheduled' },
      class: { id: classId, title: 'Sound Bath' },
      studio: { id: studioId, name: 'Roster Studio' },
    });
  });

  it('filters by session and by the session start', async () => {
    const bySession = await t.app.inject({
      method: 'GET',
      url: `/api/owner/bookings?sessionId=${sessionA}`,
      headers: bearer(owner.token),
    });
    expect(bySession.json().bookings).toHaveLength(4);
    const to = new Date(Date.now() + 72 * 3_600_000).toISOString();
    const byDate = await t.app.inject({
      method: 'GET',
      url: `/api/owner/bookings?to=${encodeURIComponent(to)}`,
      headers: bearer(owner.token),
    });
    expect(byDate.json().bookings.every((b: { session: { id: string } }) => b.session.id === sessionA)).toBe(
      true,
    );
  });

  it("filters by one of the owner's studios; someone else's studio is a 404, a malformed id a 400", async () => {
    const secondStudio = await addStudioAs(t, owner.token, {
      name: 'Second Room',
      address: '2 Acre Lane',
      postcode: 'SW2 5SG',
    });
    const secondClass = await addClassAs(t, owner.token, secondStudio, {
      title: 'Gong Bath',
      serviceType: 'sound-bath',
      deliveryMethod: 'in-person',
      duration: 60,
      price: '20.00',
      maxParticipants: 5,
    });
    const start = new Date(Date.now() + 50 * 3_600_000);
    const [elsewhere] = await t.database.db
      .insert(sessions)
      .values({ classId: secondClass, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
      .returning();
    const elsewhereBooking = await book(elsewhere?.id as string);
    const list = async (query: string, token = owner.token) =>
      t.app.inject({ method: 'GET', url: `/api/owner/bookings?${query}`, headers: bearer(token) });

    const first = (await list(`studioId=${studioId}`)).json().bookings as Array<{
      id: string;
      studio: { id: string };
    }>;
    expect(first.map((b) => b.id).sort()).toEqual([...bookingIds].sort());
    expect(first.every((b) => b.studio.id === studioId)).toBe(true);
    const second = (await list(`studioId=${secondStudio}`)).json().bookings as Array<{ id: string }>;
    expect(second.map((b) => b.id)).toEqual([elsewhereBooking]);
    expect((await list('')).json().bookings).toHaveLength(bookingIds.length + 1);

    const theirs = await list(`studioId=${studioId}`, otherOwner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Studio not found');
    const malformed = await list('studioId=not-a-studio');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('studioId must be a valid id');
  });

  it("another owner sees none of it, and another owner's session is a 404; a student 403", async () => {
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/owner/bookings',
      headers: bearer(otherOwner.token),
    });
    expect(theirs.json()).toEqual({ bookings: [], nextCursor: null });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/owner/bookings?sessionId=${sessionA}`,
      headers: bearer(otherOwner.token),
    });
    expect(other.statusCode).toBe(404);
    const asStudent = await t.app.inject({
      method: 'GET',
      url: '/api/owner/bookings',
      headers: bearer(student.token),
    });
    expect(asStudent.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/owner/bookings' })).statusCode).toBe(401);
  });

  it('a forged cursor is a 400 with a message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owner/bookings?cursor=not-a-cursor',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cursor is not valid/);
  });
});

describe('POST /api/bookings/:id/attendance', () => {
  it('409 before the session starts; stored once it has', async () => {
    const sessionId = await newSession(5);
    const bookingId = await book(sessionId);
    const url = `/api/bookings/${bookingId}/attendance`;
    const early = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(owner.token),
      payload: { attendance: 'attended' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attendance can be marked once the session has started.');

    // The session starts (moved into the past, as the clock would).
    const past = new Date(Date.now() - 600_000);
    await t.database.db
      .update(sessions)
      .set({ startTime: past, endTime: new Date(past.getTime() + 3_600_000) })
      .where(eq(sessions.id, sessionId));
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(owner.token),
      payload: { attendance: 'no-show' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: bookingId, attendance: 'no-show', status: 'confirmed' });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.attendance).toBe('no-show');
    expect(row?.attendanceMarkedAt).toBeInstanceOf(Date);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(otherOwner.token),
          payload: { attendance: 'attended' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(student.token),
          payload: { attendance: 'attended' },
        })
      ).statusCode,
    ).toBe(403);
    const [unchanged] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(unchanged?.attendance).toBe('no-show');
  });
});

describe('GET /api/owner/stats', () => {
  it('a new owner sees zeros: no rating yet, no revenue', async () => {
    const fresh = await createOwnerWithToken(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/owner/stats', headers: bearer(fresh.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalStudios: 0,
      activeClasses: 0,
      totalBookings: 0,
      avgRating: 0,
      upcomingSessions: 0,
      revenue: '0.00',
    });
  });

  it('real totals for the caller only', async () => {
    const fresh = await createOwnerWithToken(t.database.db);
    const studio = (
      await t.app.inject({
        method: 'POST',
        url: '/api/studios',
        headers: bearer(fresh.token),
        payload: { name: 'Stats Studio', address: '1 Stats Road', postcode: 'N1 9GU' },
      })
    ).json();
    const cls = (
      await t.app.inject({
        method: 'POST',
        url: `/api/studios/${studio.id}/classes`,
        headers: bearer(fresh.token),
        payload: {
          title: 'Reiki',
          serviceType: 'reiki',
          deliveryMethod: 'in-person',
          duration: 45,
          price: 12.5,
          maxParticipants: 6,
        },
      })
    ).json();
    const session = (
      await t.app.inject({
        method: 'POST',
        url: `/api/classes/${cls.id}/sessions`,
        headers: bearer(fresh.token),
        payload: { startTime: new Date(Date.now() + 86_400_000).toISOString() },
      })
    ).json();
    for (let i = 0; i < 3; i++) {
      const s = await createUserWithToken(t.database.db);
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(s.token),
        payload: { sessionId: session.id, amountPaid: '12.50' },
      });
      await payFor(t.app, s.token, booked.json().id);
    }
    await t.database.db.insert(reviews).values([
      { userId: student.id, studioId: studio.id, rating: 5 },
      { userId: student.id, studioId: studio.id, rating: 4 },
      { userId: student.id, studioId: studio.id, rating: 4 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/owner/stats', headers: bearer(fresh.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalStudios: 1,
      activeClasses: 1,
      totalBookings: 3,
      avgRating: 4.3,
      upcomingSessions: 1,
      revenue: '37.50',
    });
    const asStudent = await t.app.inject({
      method: 'GET',
      url: '/api/owner/stats',
      headers: bearer(student.token),
    });
    expect(asStudent.statusCode).toBe(403);
  });
});
