import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions, studios } from '../../src/server/db/schema';
import { bearer, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { OWNER_ROUTES } from '../helpers/owner-routes';
import {
  addClassTo,
  bookedSession,
  createOwnerWorld,
  currentEtag,
  expectRevalidatedListHas,
  scheduleAs,
} from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
});
afterAll(() => t?.close());

const validStudio = {
  name: 'Still Point Yoga',
  address: '12 Columbia Road',
  postcode: 'e2 7rg',
};

async function addStudio(token = owner.token, body: object = validStudio) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/studios',
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const addClass = (studioId: string, changes: object = {}) => addClassTo(t, owner.token, studioId, changes);

/** A new student's booking of the session at its £15 price, as the API answers it. */
async function bookAsNewStudent(sessionId: string) {
  const s = await createUserWithToken(t.database.db);
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(s.token),
    payload: { sessionId, amountPaid: '15.00' },
  });
}

describe('POST /api/studios', () => {
  it('creates the studio for the caller, with the postcode normalised and the defaults filled (201)', async () => {
    const studio = await addStudio(owner.token, {
      ...validStudio,
      description: 'A calm room above the flower market.\nStep-free access.',
      phone: '020 7946 0000',
      website: 'https://stillpoint.example.com',
      serviceTypes: ['yoga', 'sound-bath'],
      amenities: ['Mats provided', 'Showers'],
    });
    expect(studio).toMatchObject({
      userId: owner.id,
      name: 'Still Point Yoga',
      postcode: 'E2 7RG',
      city: 'London',
      cancellationWindowHours: 12,
      phone: '020 7946 0000',
      // Stored as the URL parser writes it (docs/decisions/0070).
      website: 'https://stillpoint.example.com/',
      serviceTypes: ['yoga', 'sound-bath'],
      amenities: ['Mats provided', 'Showers'],
      isActive: true,
      imageUrl: null,
      rating: '0.00',
      reviewCount: 0,
    });
    const [row] = await t.database.db.select().from(studios).where(eq(studios.id, studio.id));
    expect(row?.userId).toBe(owner.id);
  });

  it('is public once a class has a session: a revalidated GET /api/studios (If-None-Match) lists it', async () => {
    const studio = await addStudio(owner.token, { ...validStudio, name: 'Fresh Studio' });
    // A draft until then (issue 30; test/api/draft-studios.test.ts has the whole rule).
    expect((await t.app.inject({ method: 'GET', url: `/api/studios/${studio.id}` })).statusCode).toBe(404);
    const etag = await currentEtag(t, '/api/studios');
    const cls = await addClassTo(t, owner.token, studio.id);
    await scheduleAs(t, owner.token, cls.id);
    await expectRevalidatedListHas(t, '/api/studios', etag, studio.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/studios/${studio.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ isPublic: true, classes: [{ id: cls.id }] });
  });

  it('401 without a token, 403 for a student, and nothing is written', async () => {
    const count = async () => (await t.database.db.select().from(studios)).length;
    const n = await count();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/studios', payload: validStudio });
    expect(anonymous.statusCode).toBe(401);
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/studios',
      headers: bearer(student.token),
      payload: validStudio,
    });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().message).toMatch(/studio owner/i);
    expect(await count()).toBe(n);
  });
});

describe('GET /api/owner/studios', () => {
  it("lists only the caller's studios, inactive ones included, with live counts", async () => {
    const mine = await addStudio(owner.token, { ...validStudio, name: 'Counted Studio' });
    const cls = await addClass(mine.id);
    await addClass(mine.id, { title: 'Archived' }).then((c) =>
      t.app.inject({ method: 'DELETE', url: `/api/classes/${c.id}`, headers: bearer(owner.token) }),
    );
    await bookedSession(t, cls.id, 0, { paid: true });
    const theirs = await addStudio(otherOwner.token, { ...validStudio, name: 'Not Yours' });
    const closed = await addStudio(owner.token, { ...validStudio, name: 'Closed Studio' });
    await t.app.inject({ method: 'DELETE', url: `/api/studios/${closed.id}`, headers: bearer(owner.token) });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owner/studios',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: string; isActive: boolean; activeClassCount: number }>;
    expect(list.every((s) => s.id !== theirs.id)).toBe(true);
    expect(list.find((s) => s.id === mine.id)).toMatchObject({
      activeClassCount: 1,
      upcomingSessionCount: 1,
    });
    expect(list.find((s) => s.id === closed.id)).toMatchObject({ isActive: false, activeClassCount: 0 });
  });

  it('401 without a token, 403 for a student', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/owner/studios' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owner/studios',
      headers: bearer(student.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PATCH /api/studios/:id', () => {
  it('changes only the fields sent; optional ones can be cleared, required ones cannot', async () => {
    const studio = await addStudio(owner.token, { ...validStudio, phone: '07700 900123' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/${studio.id}`,
      headers: bearer(owner.token),
      payload: { cancellationWindowHours: 24, phone: '', postcode: 'sw1a1aa' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: validStudio.name,
      cancellationWindowHours: 24,
      phone: null,
      postcode: 'SW1A 1AA',
    });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/${studio.id}`,
      headers: bearer(owner.token),
      payload: { name: '' },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('Name is required');
  });

  it("another owner's studio is a 404, a student gets 403, an unknown id 404", async () => {
    const studio = await addStudio();
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/${studio.id}`,
      headers: bearer(otherOwner.token),
      payload: { name: 'Taken over' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Studio not found');
    const asStudent = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/${studio.id}`,
      headers: bearer(student.token),
      payload: { name: 'Taken over' },
    });
    expect(asStudent.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/studios/00000000-0000-4000-8000-000000000000',
      headers: bearer(owner.token),
      payload: { name: 'Nobody' },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(studios).where(eq(studios.id, studio.id));
    expect(row?.name).toBe(validStudio.name);
  });
});

describe('DELETE /api/studios/:id', () => {
  it('deactivates: the studio and its classes leave the catalogue and take no bookings', async () => {
    const studio = await addStudio();
    const cls = await addClass(studio.id);
    const sessionId = await bookedSession(t, cls.id, 0, { paid: true });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${studio.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isActive).toBe(false);

    expect((await t.app.inject({ method: 'GET', url: `/api/studios/${studio.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/classes/${cls.id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/classes' });
    expect(list.json().some((c: { id: string }) => c.id === cls.id)).toBe(false);
    const studiosList = await t.app.inject({ method: 'GET', url: '/api/studios' });
    expect(studiosList.json().some((s: { id: string }) => s.id === studio.id)).toBe(false);
    const booking = await bookAsNewStudent(sessionId);
    expect(booking.statusCode).toBe(409);
  });

  it('409 while a future session holds confirmed bookings; cancelSessions=true cancels them first', async () => {
    const studio = await addStudio();
    const cls = await addClass(studio.id);
    const sessionId = await bookedSession(t, cls.id, 2, { paid: true });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${studio.id}`,
      headers: bearer(owner.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /1 upcoming session has bookings \(paid or held\).*cancelSessions=true/,
    );
    const [still] = await t.database.db.select().from(studios).where(eq(studios.id, studio.id));
    expect(still?.isActive).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${studio.id}?cancelSessions=true`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({ status: 'cancelled', currentParticipants: 0 });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
    expect(rows).toHaveLength(2);
    for (const b of rows) {
      expect(b).toMatchObject({
        status: 'cancelled',
        refund: 'full',
        cancellationReason:
          'Cancelled by the studio: The studio is not taking bookings on Attune at the moment.',
      });
    }
  });

  it("another owner's studio is a 404 and stays active; a student gets 403", async () => {
    const studio = await addStudio();
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${studio.id}`,
      headers: bearer(otherOwner.token),
    });
    expect(other.statusCode).toBe(404);
    const asStudent = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${studio.id}`,
      headers: bearer(student.token),
    });
    expect(asStudent.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(studios).where(eq(studios.id, studio.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('POST /api/studios/:id/reactivate', () => {
  const reactivate = (id: string, token = owner.token) =>
    t.app.inject({ method: 'POST', url: `/api/studios/${id}/reactivate`, headers: bearer(token) });
  const deactivate = async (id: string) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('brings the studio and its classes that are not archived back; it takes bookings and new classes again', async () => {
    const studio = await addStudio();
    const live = await addClass(studio.id, { title: 'Still Running' });
    const archived = await addClass(studio.id, { title: 'Put Away' });
    const sessionId = await bookedSession(t, live.id, 0);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${archived.id}`,
      headers: bearer(owner.token),
    });
    expect(gone.statusCode).toBe(200);
    await deactivate(studio.id);

    const res = await reactivate(studio.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: studio.id, isActive: true });

    const page = await t.app.inject({ method: 'GET', url: `/api/studios/${studio.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().classes.map((c: { id: string }) => c.id)).toEqual([live.id]);
    const booking = await bookAsNewStudent(sessionId);
    expect(booking.statusCode, booking.body).toBe(201);
    expect((await addClass(studio.id, { title: 'Brand New' })).isActive).toBe(true);
  });

  it('reactivating an active studio changes nothing (200)', async () => {
    const studio = await addStudio();
    const res = await reactivate(studio.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: studio.id, isActive: true });
  });

  it("another owner's studio is a 404, a student 403, no token 401; it stays inactive", async () => {
    const studio = await addStudio();
    await deactivate(studio.id);
    expect((await reactivate(studio.id, otherOwner.token)).statusCode).toBe(404);
    expect((await reactivate(studio.id, student.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/studios/${studio.id}/reactivate` });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(studios).where(eq(studios.id, studio.id));
    expect(row?.isActive).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('describes every owner route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(expect.arrayContaining(OWNER_ROUTES));
    expect(doc.paths['/api/studios'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'address',
      'postcode',
    ]);
  });
});
