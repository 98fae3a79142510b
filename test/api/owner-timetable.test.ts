import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../src/common/statuses';
import { sessions, users, waitlistEntries } from '../../src/server/db/schema';
import { yearLike } from '../helpers/dates';
import { bearer, createUserWithToken, insertBookings, type TestUser } from '../helpers/fixtures';
import { A_CLASS, addClassTo, addStudioAs, createOwnerWorld } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// The owner's day (issue 30): the timetable of London dates and a session's check-in roster.

/** A year ahead whose 3 June is a Monday, as 2030's is. */
const YEAR = yearLike(2030);

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let studioA: string;
let studioB: string;
let classA: string;
let classB: string;
let otherClass: string;
let otherStudio: string;

async function addSession(classId: string, startIso: string, status: SessionStatus = 'scheduled') {
  const start = new Date(startIso);
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000), status })
    .returning({ id: sessions.id });
  return row?.id as string;
}

async function named(first: string | null, last: string | null) {
  const user = await createUserWithToken(t.database.db);
  await t.database.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, user.id));
  return user;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
  const studio = { address: '1 Brixton Road', postcode: 'SW9 6DE' };
  studioA = await addStudioAs(t, owner.token, { ...studio, name: 'Brixton Room' });
  studioB = await addStudioAs(t, owner.token, { ...studio, name: 'Camden Loft' });
  otherStudio = await addStudioAs(t, otherOwner.token, { ...studio, name: 'Elsewhere' });
  classA = (await addClassTo(t, owner.token, studioA, { title: 'Morning Flow', maxParticipants: 3 })).id;
  classB = (await addClassTo(t, owner.token, studioB, { title: 'Gong Bath' })).id;
  otherClass = (await addClassTo(t, otherOwner.token, otherStudio, A_CLASS)).id;
});
afterAll(() => t?.close());

describe('GET /api/owner/sessions', () => {
  // The week of Monday 3 June in London (BST, UTC+1), in a year laid out like 2030.
  const week = `from=${YEAR}-06-03&to=${YEAR}-06-09`;
  let mondayEarly: string;
  let sunday: string;
  let cancelled: string;
  let inB: string;

  beforeAll(async () => {
    // 00:30 on Monday in London is still Sunday in UTC: inside the week.
    mondayEarly = await addSession(classA, `${YEAR}-06-02T23:30:00Z`);
    // 00:30 on the Monday after, London: outside.
    await addSession(classA, `${YEAR}-06-09T23:30:00Z`);
    // The Sunday before, 23:30 London: outside.
    await addSession(classA, `${YEAR}-06-02T22:30:00Z`);
    sunday = await addSession(classA, `${YEAR}-06-09T18:00:00Z`);
    cancelled = await addSession(classA, `${YEAR}-06-05T09:00:00Z`, 'cancelled');
    inB = await addSession(classB, `${YEAR}-06-04T17:00:00Z`);
    await addSession(otherClass, `${YEAR}-06-04T17:00:00Z`);
    const [a, b, c] = [await named('Ada', 'One'), await named('Bea', 'Two'), await named('Cy', 'Three')];
    await insertBookings(t.database.db, sunday, [a.id, b.id, c.id]);
    await t.database.db.insert(waitlistEntries).values({ sessionId: sunday, userId: student.id });
  });

  it('lists the sessions starting on the London dates, both days included, soonest first', async () => {
    const res = await get(`/api/owner/sessions?${week}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((s) => s.id)).toEqual([mondayEarly, inB, cancelled, sunday]);
    expect(list[3]).toEqual({
      id: sunday,
      classId: classA,
      classTitle: 'Morning Flow',
      studioId: studioA,
      studioName: 'Brixton Room',
      startTime: `${YEAR}-06-09T18:00:00.000Z`,
      endTime: `${YEAR}-06-09T19:00:00.000Z`,
      status: 'scheduled',
      capacity: 3,
      booked: 3,
      waitlisted: 1,
    });
    expect(list[2]).toMatchObject({ status: 'cancelled', booked: 0, waitlisted: 0 });
  });

  it('filters by one of the owner’s studios; another owner’s studio is a 404', async () => {
    const res = await get(`/api/owner/sessions?${week}&studioId=${studioB}`, owner.token);
    expect(res.json().map((s: { id: string }) => s.id)).toEqual([inB]);
    const theirs = await get(`/api/owner/sessions?${week}&studioId=${otherStudio}`, owner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Studio not found', code: 'NOT_FOUND' });
    // And the other owner sees only their own.
    const mine = await get(`/api/owner/sessions?${week}`, otherOwner.token);
    expect(mine.json()).toHaveLength(1);
  });

  it('takes at most 42 days, naming the field that is wrong', async () => {
    expect(
      (await get(`/api/owner/sessions?from=${YEAR}-06-01&to=${YEAR}-07-12`, owner.token)).statusCode,
    ).toBe(200);
    const cases: Array<[string, string]> = [
      [`from=${YEAR}-06-01&to=${YEAR}-07-13`, 'to must be at most 42 days from from (both days included)'],
      [`from=${YEAR}-06-09&to=${YEAR}-06-03`, 'to must be on or after from'],
      [`to=${YEAR}-06-03`, 'from is required'],
      [`from=${YEAR}-06-03`, 'to is required'],
      [`from=${YEAR}-02-30&to=${YEAR}-03-01`, 'from must be a real calendar date written YYYY-MM-DD'],
      [`from=${YEAR}-06-03T00:00:00Z&to=${YEAR}-06-04`, 'from must be a date written YYYY-MM-DD'],
      [`${week}&studioId=1`, 'studioId must be a valid id'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/owner/sessions?${query}`, owner.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message, code: 'VALIDATION' });
    }
  });

  it('is for owners: 401 signed out, 403 for a student', async () => {
    expect((await get(`/api/owner/sessions?${week}`)).statusCode).toBe(401);
    const res = await get(`/api/owner/sessions?${week}`, student.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('GET /api/owner/sessions/:id/roster', () => {
  let session: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    const [ada, ben, cat, dan, eve] = [
      await named('Ada', 'Lovelace'),
      await named('Ben', 'Okri'),
      await named('Cat', 'Stevens'),
      await named(null, null),
      await named('Eve', 'Arden'),
    ];
    const earlier = await addSession(classA, `${YEAR}-08-01T09:00:00Z`);
    const elsewhere = await addSession(classB, `${YEAR}-08-01T09:00:00Z`);
    const theirs = await addSession(otherClass, `${YEAR}-08-01T09:00:00Z`);
    session = await addSession(classA, `${YEAR}-08-08T09:00:00Z`);
    const later = await addSession(classA, `${YEAR}-08-15T09:00:00Z`);
    // Ben came before, at this studio: not his first visit.
    await insertBookings(t.database.db, earlier, [ben.id], { paidAt: new Date(`${YEAR}-07-01T00:00:00Z`) });
    // Cat booked before but cancelled, and booked the other studio and another owner's: still her first here.
    await insertBookings(t.database.db, earlier, [cat.id], {
      status: 'cancelled',
      cancelledAt: new Date(`${YEAR}-07-02T00:00:00Z`),
    });
    await insertBookings(t.database.db, elsewhere, [cat.id]);
    await insertBookings(t.database.db, theirs, [cat.id]);
    // Eve's booking at this session is her first; a later one is not.
    await insertBookings(t.database.db, later, [eve.id]);
    const paid = { paidAt: new Date(`${YEAR}-07-03T10:00:00Z`) };
    const [adaB] = await insertBookings(t.database.db, session, [ada.id], paid);
    const [benB] = await insertBookings(t.database.db, session, [ben.id], paid);
    const [catB] = await insertBookings(t.database.db, session, [cat.id], {
      ...paid,
      attendance: 'attended',
    });
    const [danB] = await insertBookings(t.database.db, session, [dan.id], { status: 'pending' });
    const [eveB] = await insertBookings(t.database.db, session, [eve.id], {
      ...paid,
      status: 'cancelled',
      refund: 'full',
      cancelledAt: new Date(`${YEAR}-07-04T10:00:00Z`),
    });
    ids = { ada: adaB, ben: benB, cat: catB, dan: danB, eve: eveB } as Record<string, string>;
    const waiting = [await named('Wyn', 'First'), await named('Xan', 'Second')];
    // Joined a minute apart: the line is kept by created_at (then id), and two inserts can share a
    // timestamp on a fast database.
    for (const [i, w] of waiting.entries()) {
      const createdAt = new Date(Date.UTC(YEAR, 6, 1, 9, i));
      await t.database.db.insert(waitlistEntries).values({ sessionId: session, userId: w.id, createdAt });
    }
    await t.database.db
      .insert(waitlistEntries)
      .values({ sessionId: session, userId: (await named('Gone', 'Away')).id, status: 'left' });
  });

  it('lists the bookings (held places by name, then cancelled) and the waitlist in line', async () => {
    const res = await get(`/api/owner/sessions/${session}/roster`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.session).toMatchObject({
      id: session,
      classTitle: 'Morning Flow',
      studioName: 'Brixton Room',
    });
    // This studio has no waiver (issue 66): no waiver to have signed, nothing flagged.
    const row = (bookingId: string, name: string, rest: object) => ({
      bookingId,
      name,
      ...rest,
      waiver: null,
      flags: [],
    });
    // Dan has no name: his username stands in, so he sorts among the names by it.
    const danName = body.bookings.find((b: { bookingId: string }) => b.bookingId === ids.dan).name;
    expect(danName).toMatch(/^[0-9a-f]{8}_0$/);
    const held = [
      row(ids.ada as string, 'Ada Lovelace', {
        status: 'confirmed',
        attendance: null,
        paidWith: 'card',
        firstVisit: true,
      }),
      row(ids.ben as string, 'Ben Okri', {
        status: 'confirmed',
        attendance: null,
        paidWith: 'card',
        firstVisit: false,
      }),
      row(ids.cat as string, 'Cat Stevens', {
        status: 'confirmed',
        attendance: 'attended',
        paidWith: 'card',
        firstVisit: true,
      }),
      row(ids.dan as string, danName, {
        status: 'pending',
        attendance: null,
        paidWith: null,
        firstVisit: true,
      }),
    ].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    expect(body.bookings).toEqual([
      ...held,
      row(ids.eve as string, 'Eve Arden', {
        status: 'cancelled',
        attendance: null,
        paidWith: 'card',
        firstVisit: false,
      }),
    ]);
    expect(body.waitlist).toEqual([
      { position: 1, name: 'Wyn First' },
      { position: 2, name: 'Xan Second' },
    ]);
  });

  it('is the owner’s alone: 404 for another owner or a malformed id, 403 for a student, 401 signed out', async () => {
    const theirs = await get(`/api/owner/sessions/${session}/roster`, otherOwner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
    expect((await get('/api/owner/sessions/not-an-id/roster', owner.token)).statusCode).toBe(404);
    expect((await get(`/api/owner/sessions/${session}/roster`, student.token)).statusCode).toBe(403);
    expect((await get(`/api/owner/sessions/${session}/roster`)).statusCode).toBe(401);
  });
});
