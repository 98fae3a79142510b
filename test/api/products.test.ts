import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passes, users } from '../../src/server/db/schema';
import { bearer, createOwnerWithToken, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { addClassTo, addStudioAs, scheduleAs } from '../helpers/owner-world';
import {
  A_MEMBERSHIP,
  A_PACK,
  AN_INTRO,
  bookWithPass,
  buy,
  purchase,
  sell,
  sessionOf,
} from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A studio's products (issue 29, docs/decisions/0055): owners sell packs, intro offers and monthly
// memberships; anyone reads the active ones; 403 for students, 404 for other owners.

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let studioId: string;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await createOwnerWithToken(t.database.db);
  otherOwner = await createOwnerWithToken(t.database.db);
  student = await createUserWithToken(t.database.db);
  ({ studioId, sessionId } = await sessionOf(t, owner));
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const create = (who: TestUser, payload: object, studio = studioId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studios/${studio}/products`,
    headers: bearer(who.token),
    payload,
  });

describe('POST /api/studios/:id/products', () => {
  it('answers 201 with the product in the issue’s shape, for each kind', async () => {
    const pack = await sell(t, owner, studioId, { ...A_PACK, description: 'Any class, any time' });
    expect(pack).toEqual({
      id: expect.any(String),
      studioId,
      kind: 'pack',
      name: '3-class pack',
      description: 'Any class, any time',
      price: '40.00',
      credits: 3,
      validDays: 30,
      period: null,
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(await sell(t, owner, studioId, AN_INTRO)).toMatchObject({
      kind: 'intro',
      credits: 2,
      validDays: 14,
    });
    // A membership: credits null (or left out) is unlimited; a number is per period.
    expect(await sell(t, owner, studioId, A_MEMBERSHIP)).toMatchObject({
      kind: 'membership',
      credits: null,
      validDays: null,
      period: 'month',
    });
    expect(await sell(t, owner, studioId, { ...A_MEMBERSHIP, credits: 8, price: 60 })).toMatchObject({
      credits: 8,
      price: '60.00',
    });
  });

  it.each([
    [{ ...A_PACK, kind: 'bundle' }, 'kind must be one of: pack, intro, membership'],
    [{ ...A_PACK, name: '' }, 'name is required'],
    [{ ...A_PACK, name: 'x'.repeat(81) }, 'name must be at most 80 characters'],
    [
      { ...A_PACK, price: '5000.01' },
      'Enter a price from 0.00 to 5000.00 in pounds and pence, for example 12.00',
    ],
    [
      { ...A_PACK, price: '-1.00' },
      'Enter a price from 0.00 to 5000.00 in pounds and pence, for example 12.00',
    ],
    [{ ...A_PACK, price: undefined }, 'Enter a price, for example 12.00'],
    [{ ...A_PACK, credits: 0 }, 'credits must be between 1 and 100'],
    [{ ...A_PACK, credits: 101 }, 'credits must be between 1 and 100'],
    [{ ...A_PACK, credits: undefined }, 'credits is required for a pack (1-100)'],
    [{ ...AN_INTRO, validDays: 731 }, 'validDays must be between 1 and 730'],
    [{ ...AN_INTRO, validDays: undefined }, 'validDays is required for a intro (1-730)'],
    [{ ...A_PACK, period: 'month' }, 'period is for memberships only'],
    [{ ...A_MEMBERSHIP, period: 'week' }, 'period must be "month"'],
    [{ ...A_MEMBERSHIP, credits: 101 }, 'credits must be between 1 and 100'],
    [
      { ...A_MEMBERSHIP, validDays: 30 },
      'validDays is for packs and intro offers; a membership runs by the month',
    ],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('403 for a student, 404 for another owner’s studio', async () => {
    const asStudent = await create(student, A_PACK);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().code).toBe('FORBIDDEN');
    const asOther = await create(otherOwner, A_PACK);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ message: 'Studio not found', code: 'NOT_FOUND' });
  });
});

describe('GET /api/studios/:id/products', () => {
  it('is public and lists only the active products', async () => {
    const kept = await sell(t, owner, studioId, { ...A_PACK, name: 'Kept' });
    const archived = await sell(t, owner, studioId, { ...A_PACK, name: 'Archived' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${archived.id}`,
      headers: bearer(owner.token),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}/products` });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((p: { id: string }) => p.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(archived.id);
    expect(res.json().every((p: { isActive: boolean }) => p.isActive)).toBe(true);
  });

  it('404 for an unknown studio', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/studios/00000000-0000-4000-8000-000000000000/products',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('products of a studio the public does not see (issue 63, finding 8)', () => {
  const STUDIO_NOT_FOUND = { message: 'Studio not found', code: 'NOT_FOUND' };
  const PRODUCT_NOT_FOUND = { message: 'Product not found', code: 'NOT_FOUND' };
  const productsOf = (id: string, who?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studios/${id}/products`,
      headers: who ? bearer(who.token) : {},
    });
  const passesOf = async (who: TestUser) =>
    t.database.db.select({ id: passes.id }).from(passes).where(eq(passes.userId, who.id));
  /** A studio of the owner's with a product on sale: a draft, until `scheduled` gives it a session. */
  async function studioSelling(scheduled: boolean) {
    const id = await addStudioAs(t, owner.token, {
      name: 'Quiet Room',
      address: '2 Hush Lane',
      postcode: 'E8 1AA',
    });
    const cls = await addClassTo(t, owner.token, id);
    if (scheduled) await scheduleAs(t, owner.token, cls.id);
    return {
      id,
      classId: cls.id as string,
      product: await sell(t, owner, id, { ...A_PACK, name: 'Quiet pack' }),
    };
  }

  it('a draft studio’s are a 404 to everyone but its owner, like its page', async () => {
    const draft = await studioSelling(false);
    for (const who of [undefined, student, otherOwner]) {
      const res = await productsOf(draft.id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(STUDIO_NOT_FOUND);
    }
    const own = await productsOf(draft.id, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((p: { id: string }) => p.id)).toEqual([draft.product.id]);
  });

  it('a draft studio’s cannot be bought; once it is public they can', async () => {
    const buyer = await createUserWithToken(t.database.db);
    const draft = await studioSelling(false);
    const refused = await purchase(t, buyer, draft.product.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(PRODUCT_NOT_FOUND);
    expect(await passesOf(buyer)).toEqual([]);
    await scheduleAs(t, owner.token, draft.classId);
    expect((await purchase(t, buyer, draft.product.id)).statusCode).toBe(201);
  });

  it('a deactivated or suspended studio’s are a 404, not an empty list, and cannot be bought', async () => {
    const buyer = await createUserWithToken(t.database.db);
    const operator = await createUserWithToken(t.database.db);
    await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
    const deactivated = await studioSelling(true);
    const suspended = await studioSelling(true);
    for (const studio of [deactivated, suspended]) {
      expect((await productsOf(studio.id)).json()).toHaveLength(1);
    }
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${deactivated.id}`,
      headers: bearer(owner.token),
    });
    expect(off.statusCode, off.body).toBe(200);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/operator/studios/${suspended.id}/suspend`,
      headers: bearer(operator.token),
      payload: { reason: 'Selling what it does not teach.' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    for (const studio of [deactivated, suspended]) {
      for (const who of [undefined, owner]) {
        const res = await productsOf(studio.id, who);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(STUDIO_NOT_FOUND);
      }
      expect((await purchase(t, buyer, studio.product.id)).json()).toEqual(PRODUCT_NOT_FOUND);
    }
    expect(await passesOf(buyer)).toEqual([]);
  });
});

describe('PATCH and DELETE /api/products/:id', () => {
  it('a new price applies to new purchases only', async () => {
    const product = await sell(t, owner, studioId);
    const first = await buy(t, student, product.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: bearer(owner.token),
      payload: { price: '55.00', name: '3 classes', description: 'New words' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: '55.00',
      name: '3 classes',
      description: 'New words',
      credits: 3,
    });
    const second = await buy(t, student, product.id);
    expect(second.amountPaid).toBe('55.00');
    const passes = (
      await t.app.inject({ method: 'GET', url: '/api/user/passes', headers: bearer(student.token) })
    ).json();
    expect(passes.find((p: { id: string }) => p.id === first.id)).toMatchObject({
      amountPaid: '40.00',
      name: '3-class pack',
    });
  });

  it('archiving stops sales, and a pass already sold keeps working', async () => {
    const product = await sell(t, owner, studioId);
    const pass = await buy(t, student, product.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/purchase`,
      headers: bearer(student.token),
      payload: { method: 'demo' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    const booked = await bookWithPass(t, student, sessionId, pass.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'confirmed', paidWith: 'pass', passId: pass.id });
  });

  it('403 for a student, 404 for another owner, and bad input names the field', async () => {
    const product = await sell(t, owner, studioId);
    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const url = `/api/products/${product.id}`;
      const asStudent = await t.app.inject({ method, url, headers: bearer(student.token), payload });
      expect(asStudent.statusCode).toBe(403);
      const asOther = await t.app.inject({ method, url, headers: bearer(otherOwner.token), payload });
      expect(asOther.statusCode).toBe(404);
      expect(asOther.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    }
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: bearer(owner.token),
      payload: { price: 'free' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Enter a price from 0.00 to 5000.00 in pounds and pence, for example 12.00',
    );
  });
});
