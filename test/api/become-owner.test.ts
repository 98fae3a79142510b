import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { bearer, bookPlace, createUserWithToken, payFor, type TestUser } from '../helpers/fixtures';
import { addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Issue 30: a student lists a studio with the account they have. POST /api/user/become-owner makes
// it a studio owner's; its bookings stay, and the same token opens the owner routes at once.

let t: TestApp;
let owner: TestUser;
let student: TestUser;
let sessionId: string;

beforeAll(async () => {
  ({ t, owner, student } = await createOwnerWorld());
  const studioId = await addStudioAs(t, owner.token, {
    name: 'Host Studio',
    address: '4 Host Row',
    postcode: 'N1 9AA',
    serviceTypes: ['yoga'],
  });
  const cls = await addClassTo(t, owner.token, studioId);
  sessionId = await scheduleAs(t, owner.token, cls.id);
});
afterAll(() => t?.close());

const becomeOwner = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/become-owner', headers: token ? bearer(token) : {} });
const myBookings = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ id: string; status: string }>).map(({ id, status }) => ({ id, status }));
};

describe('POST /api/user/become-owner', () => {
  it('makes a student an owner with the same token, keeping their bookings', async () => {
    const booked = await bookPlace(t.app, student.token, sessionId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await payFor(t.app, student.token, booked.json().id)).statusCode).toBe(200);
    const before = await myBookings(student.token);
    expect(before).toEqual([{ id: booked.json().id, status: 'confirmed' }]);
    // A student is refused the owner routes first.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/owner/studios',
      headers: bearer(student.token),
    });
    expect(refused.statusCode).toBe(403);

    const res = await becomeOwner(student.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: student.id, email: student.email, userType: 'studio' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.userType).toBe('studio');

    // The same token: the profile says owner, the owner routes answer, the bookings are still theirs.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(student.token),
    });
    expect(profile.json().userType).toBe('studio');
    const studios = await t.app.inject({
      method: 'GET',
      url: '/api/owner/studios',
      headers: bearer(student.token),
    });
    expect(studios.statusCode).toBe(200);
    expect(studios.json()).toEqual([]);
    const created = await addStudioAs(t, student.token, {
      name: 'New Host Studio',
      address: '5 Host Row',
      postcode: 'N1 9AB',
    });
    expect(created).toMatch(/^[0-9a-f-]{36}$/);
    expect(await myBookings(student.token)).toEqual(before);
  });

  it('is idempotent for an owner: 200, still an owner, their studios untouched', async () => {
    const first = await becomeOwner(owner.token);
    const second = await becomeOwner(owner.token);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(second.json().userType).toBe('studio');
    const studios = await t.app.inject({
      method: 'GET',
      url: '/api/owner/studios',
      headers: bearer(owner.token),
    });
    expect(studios.json().map((s: { name: string }) => s.name)).toEqual(['Host Studio']);
  });

  it('refuses an operator with 409: they would lose the operator role (issue 63, finding 9)', async () => {
    const operator = await createUserWithToken(t.database.db);
    await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
    const res = await becomeOwner(operator.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/operator/),
      code: 'ACCOUNT_IS_OPERATOR',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, operator.id));
    expect(row?.userType).toBe('operator');
    // Still an operator: the operator API answers the same token.
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/operator/studios',
      headers: bearer(operator.token),
    });
    expect(still.statusCode).toBe(200);
  });

  it('401 without a token or with a dead one; nobody changes', async () => {
    const bystander = await createUserWithToken(t.database.db);
    const anonymous = await becomeOwner();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const dead = await becomeOwner('x'.repeat(43));
    expect(dead.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bystander.id));
    expect(row?.userType).toBe('user');
  });
});
