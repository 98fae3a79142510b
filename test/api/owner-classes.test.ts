import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classes } from '../../src/server/db/schema';
import { bearer, type TestUser } from '../helpers/fixtures';
import {
  A_CLASS,
  addClassTo,
  addStudioAs,
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
let studioId: string;

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
  studioId = await addStudioAs(t, owner.token, {
    name: 'Class Studio',
    address: '1 Mare Street',
    postcode: 'E8 4RP',
    serviceTypes: ['yoga'],
  });
});
afterAll(() => t?.close());

const addClass = (changes: object = {}) => addClassTo(t, owner.token, studioId, changes);

describe('POST /api/studios/:id/classes', () => {
  it('creates the class with the price normalised (201); listed by GET /api/classes once it has a session', async () => {
    // A browser revalidating the list it already holds (If-None-Match) gets the new list, not a 304.
    const etag = await currentEtag(t, '/api/classes');
    const cls = await addClass({ price: '12.5', description: 'Gentle.', difficulty: 'Beginner' });
    expect(cls).toMatchObject({
      studioId,
      title: 'Slow Flow',
      price: '12.50',
      maxParticipants: 10,
      difficulty: 'Beginner',
      requirements: null,
      isActive: true,
      upcomingSessions: [],
    });
    // Its studio is a draft until a class has an upcoming session (issue 30).
    await scheduleAs(t, owner.token, cls.id);
    await expectRevalidatedListHas(t, '/api/classes', etag, cls.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${cls.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().upcomingSessions).toHaveLength(1);
  });

  it("another owner's studio is a 404, a student 403, no token 401; nothing is written", async () => {
    const count = async () => (await t.database.db.select().from(classes)).length;
    const n = await count();
    const url = `/api/studios/${studioId}/classes`;
    expect((await t.app.inject({ method: 'POST', url, payload: A_CLASS })).statusCode).toBe(401);
    const asStudent = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(student.token),
      payload: A_CLASS,
    });
    expect(asStudent.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(otherOwner.token),
      payload: A_CLASS,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Studio not found');
    expect(await count()).toBe(n);
  });
});

describe('PATCH /api/classes/:id', () => {
  it('changes only the fields sent', async () => {
    const cls = await addClass();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${cls.id}`,
      headers: bearer(owner.token),
      payload: { title: 'Slower Flow', price: '20', requirements: 'Bring a mat' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Slower Flow',
      price: '20.00',
      requirements: 'Bring a mat',
      duration: 60,
    });
  });

  it('409 when maxParticipants would be below the confirmed bookings of a future session; raising is fine', async () => {
    const cls = await addClass({ maxParticipants: 5 });
    const sessionId = await bookedSession(t, cls.id, 3);
    const lower = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${cls.id}`,
      headers: bearer(owner.token),
      payload: { maxParticipants: 2 },
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toMatch(/Max participants cannot be lower than 3/);
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.maxParticipants).toBe(5);

    const toExactly = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${cls.id}`,
      headers: bearer(owner.token),
      payload: { maxParticipants: 3 },
    });
    expect(toExactly.statusCode, toExactly.body).toBe(200);
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${cls.id}`,
      headers: bearer(owner.token),
      payload: { maxParticipants: 8 },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().upcomingSessions).toEqual([
      expect.objectContaining({ id: sessionId, currentParticipants: 3, availableSpots: 5 }),
    ]);
  });

  it("another owner's class is a 404, a student 403; nothing changes", async () => {
    const cls = await addClass();
    const url = `/api/classes/${cls.id}`;
    const other = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(otherOwner.token),
      payload: { title: 'X' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Class not found');
    const asStudent = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(student.token),
      payload: { title: 'X' },
    });
    expect(asStudent.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { title: 'X' } })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.title).toBe(A_CLASS.title);
  });
});

describe('DELETE /api/classes/:id', () => {
  it('archives: the class leaves the catalogue', async () => {
    const cls = await addClass();
    await bookedSession(t, cls.id, 0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${cls.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/classes/${cls.id}` })).statusCode).toBe(404);
    const studio = await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}` });
    expect(studio.json().classes.some((c: { id: string }) => c.id === cls.id)).toBe(false);
  });

  it('409 while a future session holds bookings; cancelSessions=true cancels them first', async () => {
    const cls = await addClass();
    const sessionId = await bookedSession(t, cls.id, 1);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${cls.id}`,
      headers: bearer(owner.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/This class cannot be deactivated/);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${cls.id}?cancelSessions=true`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the studio: This class has been withdrawn.',
    });
  });

  it("another owner's class is a 404, a student 403", async () => {
    const cls = await addClass();
    const url = `/api/classes/${cls.id}`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(otherOwner.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(student.token) })).statusCode).toBe(
      403,
    );
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('POST /api/classes/:id/restore', () => {
  const restore = (id: string, token = owner.token) =>
    t.app.inject({ method: 'POST', url: `/api/classes/${id}/restore`, headers: bearer(token) });
  const archive = async (id: string, query = '') => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${id}${query}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('brings an archived class back into the catalogue; the sessions cancelled on the way out stay cancelled', async () => {
    const cls = await addClass({ title: 'Back Again Flow' });
    const open = await bookedSession(t, cls.id, 0);
    const booked = await bookedSession(t, cls.id, 1);
    await archive(cls.id, '?cancelSessions=true');
    const etag = await currentEtag(t, '/api/classes');

    const res = await restore(cls.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: cls.id, title: 'Back Again Flow', isActive: true });
    expect(res.json().upcomingSessions.map((s: { id: string }) => s.id)).toEqual([open]);

    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${cls.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().upcomingSessions.map((s: { id: string }) => s.id)).toEqual([open]);
    await expectRevalidatedListHas(t, '/api/classes', etag, cls.id);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, booked));
    expect(b?.status).toBe('cancelled');
  });

  it('restoring a class that is not archived changes nothing (200)', async () => {
    const cls = await addClass();
    const res = await restore(cls.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: cls.id, isActive: true });
  });

  it('409 while its studio is deactivated: the class stays archived', async () => {
    const otherStudio = await addStudioAs(t, owner.token, {
      name: 'Closing Studio',
      address: '2 Mare Street',
      postcode: 'E8 4RP',
      serviceTypes: ['yoga'],
    });
    const cls = await addClassTo(t, owner.token, otherStudio);
    await archive(cls.id);
    const closed = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${otherStudio}`,
      headers: bearer(owner.token),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await restore(cls.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This studio is deactivated. Reactivate it before restoring its classes.',
    );
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.isActive).toBe(false);
  });

  it("another owner's class is a 404, a student 403, no token 401, a malformed id 404; it stays archived", async () => {
    const cls = await addClass();
    await archive(cls.id);
    expect((await restore(cls.id, otherOwner.token)).statusCode).toBe(404);
    expect((await restore(cls.id, student.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.id}/restore` });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await restore('not-a-class');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Class not found');
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.isActive).toBe(false);
  });
});

describe('GET /api/owner/studios/:id/classes', () => {
  it('lists every class of the studio, archived ones last; another owner 404, a student 403', async () => {
    const archived = await addClass({ title: 'AAA Archived' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${archived.id}`,
      headers: bearer(owner.token),
    });
    const url = `/api/owner/studios/${studioId}/classes`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{ id: string; isActive: boolean }>;
    expect(list.find((c) => c.id === archived.id)).toMatchObject({ isActive: false });
    const flags = list.map((c) => c.isActive);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(flags).toContain(true);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(otherOwner.token) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(student.token) })).statusCode).toBe(403);
  });
});
