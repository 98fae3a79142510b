import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { bearer, createUserWithToken, insertBookings, type TestUser } from '../helpers/fixtures';
import { A_CLASS, addClassTo, addStudioAs, createOwnerWorld } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// The owner's clients (issue 30), and the Bookings list's new filters.

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let studioA: string;
let studioB: string;
let otherStudio: string;
const DAY = 86_400_000;
const now = Date.now();

async function addSession(classId: string, startMs: number) {
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: new Date(startMs), endTime: new Date(startMs + 3_600_000) })
    .returning({ id: sessions.id });
  return row?.id as string;
}

async function person(first: string, last: string, email: string) {
  const user = await createUserWithToken(t.database.db);
  await t.database.db
    .update(users)
    .set({ firstName: first, lastName: last, email })
    .where(eq(users.id, user.id));
  return user;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

let ada: TestUser;
let bo: TestUser;
let cy: TestUser;
let dee: TestUser;
let stranger: TestUser;
let pastA: string;
let futureA: string;
let futureB: string;

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
  const address = { address: '1 Brixton Road', postcode: 'SW9 6DE' };
  studioA = await addStudioAs(t, owner.token, { ...address, name: 'Brixton Room' });
  studioB = await addStudioAs(t, owner.token, { ...address, name: 'Camden Loft' });
  otherStudio = await addStudioAs(t, otherOwner.token, { ...address, name: 'Elsewhere' });
  const classA = (await addClassTo(t, owner.token, studioA)).id;
  const classB = (await addClassTo(t, owner.token, studioB)).id;
  const otherClass = (await addClassTo(t, otherOwner.token, otherStudio, A_CLASS)).id;
  ada = await person('Ada', 'Lovelace', 'ada@example.com');
  bo = await person('Bo', 'Diddley', 'bo.d@music.example');
  cy = await person('Cy', 'Twombly', 'cy@ART.example');
  dee = await person('Dee', 'Dee', 'dee@example.com');
  stranger = await person('Sam', 'Stranger', 'sam@example.com');
  pastA = await addSession(classA, now - 7 * DAY);
  const pastA2 = await addSession(classA, now - 3 * DAY);
  futureA = await addSession(classA, now + 3 * DAY);
  futureB = await addSession(classB, now + 5 * DAY);
  const theirs = await addSession(otherClass, now + 2 * DAY);
  // Ada: two visits at A (one a no-show, which is no visit), one upcoming at B.
  await insertBookings(t.database.db, pastA, [ada.id], { attendance: 'attended' });
  await insertBookings(t.database.db, pastA2, [ada.id], { attendance: 'no-show' });
  await insertBookings(t.database.db, futureB, [ada.id]);
  // Bo: one visit at A, a cancelled upcoming booking (no next booking).
  await insertBookings(t.database.db, pastA2, [bo.id]);
  await insertBookings(t.database.db, futureA, [bo.id], { status: 'cancelled', cancelledAt: new Date(now) });
  // Cy: a hold on an upcoming session at A.
  await insertBookings(t.database.db, futureA, [cy.id], { status: 'pending' });
  // Dee: only at B.
  await insertBookings(t.database.db, futureB, [dee.id]);
  // Sam booked only at another owner's studio.
  await insertBookings(t.database.db, theirs, [stranger.id]);
});
afterAll(() => t?.close());

describe('GET /api/owner/clients', () => {
  it('lists everyone who booked at the owner’s studios, by name, with their numbers', async () => {
    const res = await get('/api/owner/clients', owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.headers.link).toBeUndefined();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(res.json()).toEqual([
      {
        userId: ada.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        visits: 1,
        lastVisit: iso(now - 7 * DAY),
        nextBooking: iso(now + 5 * DAY),
        activePasses: 0,
      },
      {
        userId: bo.id,
        name: 'Bo Diddley',
        email: 'bo.d@music.example',
        visits: 1,
        lastVisit: iso(now - 3 * DAY),
        nextBooking: null,
        activePasses: 0,
      },
      {
        userId: cy.id,
        name: 'Cy Twombly',
        email: 'cy@ART.example',
        visits: 0,
        lastVisit: null,
        nextBooking: iso(now + 3 * DAY),
        activePasses: 0,
      },
      {
        userId: dee.id,
        name: 'Dee Dee',
        email: 'dee@example.com',
        visits: 0,
        lastVisit: null,
        nextBooking: iso(now + 5 * DAY),
        activePasses: 0,
      },
    ]);
  });

  it('pages by cursor with Link and X-Total-Count, like the catalogue', async () => {
    const first = await get('/api/owner/clients?limit=3', owner.token);
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.json().map((c: { name: string }) => c.name)).toEqual([
      'Ada Lovelace',
      'Bo Diddley',
      'Cy Twombly',
    ]);
    const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)?.[1] as string;
    expect(link).toMatch(/^\/api\/owner\/clients\?limit=3&cursor=/);
    const second = await get(link, owner.token);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-total-count']).toBe('4');
    expect(second.headers.link).toBeUndefined();
    expect(second.json().map((c: { name: string }) => c.name)).toEqual(['Dee Dee']);
    const forged = await get('/api/owner/clients?cursor=eyJ4IjoxfQ', owner.token);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('VALIDATION');
  });

  it('finds by name or e-mail in any case, and filters by studio', async () => {
    const names = async (query: string) =>
      (await get(`/api/owner/clients?${query}`, owner.token)).json().map((c: { name: string }) => c.name);
    expect(await names('q=LOVE')).toEqual(['Ada Lovelace']);
    expect(await names('q=art.EXAMPLE')).toEqual(['Cy Twombly']);
    expect(await names('q=dee')).toEqual(['Dee Dee']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=stranger')).toEqual([]);
    expect(await names(`studioId=${studioB}`)).toEqual(['Ada Lovelace', 'Dee Dee']);
    const b = await get(`/api/owner/clients?studioId=${studioB}`, owner.token);
    // At studio B alone, Ada has no visit yet.
    expect(b.json()[0]).toMatchObject({ visits: 0, lastVisit: null });
  });

  it('is the owner’s alone: another owner’s studio 404, a student 403, signed out 401', async () => {
    const theirs = await get(`/api/owner/clients?studioId=${otherStudio}`, owner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Studio not found', code: 'NOT_FOUND' });
    const other = await get('/api/owner/clients', otherOwner.token);
    expect(other.json().map((c: { userId: string }) => c.userId)).toEqual([stranger.id]);
    expect((await get('/api/owner/clients', student.token)).statusCode).toBe(403);
    expect((await get('/api/owner/clients')).statusCode).toBe(401);
    expect((await get('/api/owner/clients?limit=0', owner.token)).statusCode).toBe(400);
  });
});

describe('GET /api/owner/clients/:userId', () => {
  it('answers the client’s numbers and bookings at the owner’s studios, latest session first', async () => {
    const res = await get(`/api/owner/clients/${ada.id}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userId: ada.id, name: 'Ada Lovelace', visits: 1, activePasses: 0 });
    expect(
      body.bookings.map((b: { studioName: string; status: string; attendance: string | null }) => [
        b.studioName,
        b.status,
        b.attendance,
      ]),
    ).toEqual([
      ['Camden Loft', 'confirmed', null],
      ['Brixton Room', 'completed', 'no-show'],
      ['Brixton Room', 'completed', 'attended'],
    ]);
    expect(body.bookings[0]).toMatchObject({ sessionId: futureB, amountPaid: '18.00', refund: null });
  });

  it('is a 404 for someone who never booked there, another owner’s client, or a malformed id', async () => {
    for (const [userId, token] of [
      [stranger.id, owner.token],
      [student.id, owner.token],
      [ada.id, otherOwner.token],
      ['not-an-id', owner.token],
    ] as const) {
      const res = await get(`/api/owner/clients/${userId}`, token);
      expect(res.statusCode, userId).toBe(404);
      expect(res.json()).toEqual({ message: 'Client not found', code: 'NOT_FOUND' });
    }
    expect((await get(`/api/owner/clients/${ada.id}`, student.token)).statusCode).toBe(403);
    expect((await get(`/api/owner/clients/${ada.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/owner/bookings: the new filters', () => {
  const list = async (query: string) => {
    const res = await get(`/api/owner/bookings?${query}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      bookings: Array<{ id: string; session: { id: string; startTime: string }; student: { email: string } }>;
      nextCursor: string | null;
    };
  };

  it('finds a student by name or e-mail (q)', async () => {
    expect((await list('q=lovelace')).bookings.map((b) => b.student.email)).toEqual([
      'ada@example.com',
      'ada@example.com',
      'ada@example.com',
    ]);
    expect((await list('q=MUSIC')).bookings).toHaveLength(2);
  });

  it('takes London dates for from and to, both days included', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now + 3 * DAY);
    const page = await list(`from=${day}&to=${day}`);
    expect(new Set(page.bookings.map((b) => b.session.id))).toEqual(new Set([futureA]));
    const bad = await get('/api/owner/bookings?from=2030-02-30', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'from must be a real calendar date written YYYY-MM-DD',
      code: 'VALIDATION',
    });
  });

  it('sorts by session time (sort=session), soonest first, paged by cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        `sort=session&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.bookings.map((b) => b.session.startTime));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...seen].sort());
    expect((await get('/api/owner/bookings?sort=name', owner.token)).json()).toEqual({
      message: 'sort must be one of: created, session',
      code: 'VALIDATION',
    });
  });

  it('is unchanged without them: newest booking first', async () => {
    const res = await get('/api/owner/bookings?limit=100', owner.token);
    const created = (res.json().bookings as Array<{ createdAt: string }>).map((b) => b.createdAt);
    expect(created).toHaveLength(7);
    expect(created).toEqual([...created].sort().reverse());
    const explicit = await get('/api/owner/bookings?limit=100&sort=created', owner.token);
    expect(explicit.json()).toEqual(res.json());
  });
});
