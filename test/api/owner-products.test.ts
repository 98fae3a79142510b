import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOwnerWithToken, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { A_MEMBERSHIP, A_PACK, AN_INTRO, buy, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// GET /api/owner/products (issue 29's Pricing tab, docs/decisions/0061): every product of the owner's
// studios, archived ones too, with the passes sold of each and how many are still active. The app's
// clock is moved by the tests, so a pack can run out while the test watches.

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let otherStudent: TestUser;
let studioId: string;
let secondStudioId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  owner = await createOwnerWithToken(t.database.db);
  otherOwner = await createOwnerWithToken(t.database.db);
  student = await createUserWithToken(t.database.db);
  otherStudent = await createUserWithToken(t.database.db);
  // A week ahead: both studios sell (they are public) while the tests move the clock two days on.
  ({ studioId } = await sessionOf(t, owner, { startsInMs: 7 * DAY }));
  ({ studioId: secondStudioId } = await sessionOf(t, owner, { startsInMs: 7 * DAY }));
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const list = (who: TestUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/owner/products${query}`, headers: bearer(who.token) });

async function ownerProducts(query: string) {
  const res = await list(owner, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ id: string; sold: number; activePasses: number; isActive: boolean }>;
}

describe('GET /api/owner/products', () => {
  it('lists a studio’s products, archived ones too, each with the passes sold and still active', async () => {
    const pack = await sell(t, owner, studioId, { ...A_PACK, validDays: 1 });
    const membership = await sell(t, owner, studioId, A_MEMBERSHIP);
    const intro = await sell(t, owner, studioId, AN_INTRO);
    const archived = await sell(t, owner, studioId, { ...A_PACK, name: 'Old pack' });
    await buy(t, student, pack.id);
    await buy(t, otherStudent, pack.id);
    await buy(t, student, membership.id);
    await buy(t, student, archived.id);
    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${archived.id}`,
      headers: bearer(owner.token),
    });
    expect(archive.statusCode).toBe(200);

    const products = await ownerProducts(`?studioId=${studioId}`);
    // The product's own shape, in the order the owner made them, plus the two counts.
    expect(products).toEqual([
      { ...pack, sold: 2, activePasses: 2 },
      { ...membership, sold: 1, activePasses: 1 },
      { ...intro, sold: 0, activePasses: 0 },
      { ...archived, isActive: false, sold: 1, activePasses: 1 },
    ]);

    // Two days on, the one-day packs have run out: still sold, no longer active. The membership
    // renews, so it stays active; the archived product's pass keeps working.
    now = new Date(now.getTime() + 2 * DAY);
    const later = await ownerProducts(`?studioId=${studioId}`);
    expect(later.map(({ sold, activePasses }) => ({ sold, activePasses }))).toEqual([
      { sold: 2, activePasses: 0 },
      { sold: 1, activePasses: 1 },
      { sold: 0, activePasses: 0 },
      { sold: 1, activePasses: 1 },
    ]);
  });

  it('a membership cancelled in its cooling-off period was sold, and is no longer active', async () => {
    const membership = await sell(t, owner, secondStudioId, { ...A_MEMBERSHIP, name: 'Cooled off' });
    const pass = await buy(t, student, membership.id);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${pass.id}/cancel`,
      headers: bearer(student.token),
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const products = await ownerProducts(`?studioId=${secondStudioId}`);
    expect(products.find((p) => p.id === membership.id)).toMatchObject({ sold: 1, activePasses: 0 });
  });

  it('without studioId, every studio of the owner’s and no one else’s', async () => {
    const here = await sell(t, owner, studioId, { ...A_PACK, name: 'Here' });
    const there = await sell(t, owner, secondStudioId, { ...A_PACK, name: 'There' });
    const { studioId: elsewhere } = await sessionOf(t, otherOwner);
    const notMine = await sell(t, otherOwner, elsewhere);
    const ids = (await ownerProducts('')).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([here.id, there.id]));
    expect(ids).not.toContain(notMine.id);
    const one = (await ownerProducts(`?studioId=${secondStudioId}`)).map((p) => p.id);
    expect(one).toContain(there.id);
    expect(one).not.toContain(here.id);
  });

  it('an owner with no products gets an empty list', async () => {
    const newcomer = await createOwnerWithToken(t.database.db);
    const res = await list(newcomer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('403 for a student, 404 for another owner’s studio, 400 for a malformed studioId, 401 signed out', async () => {
    const asStudent = await list(student, `?studioId=${studioId}`);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().code).toBe('FORBIDDEN');
    const asOther = await list(otherOwner, `?studioId=${studioId}`);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ message: 'Studio not found', code: 'NOT_FOUND' });
    const missing = await list(owner, '?studioId=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const malformed = await list(owner, '?studioId=nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'studioId must be a valid id', code: 'VALIDATION' });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/owner/products' });
    expect(signedOut.statusCode).toBe(401);
  });
});
