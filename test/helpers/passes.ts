import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { passes, sessions, studios } from '../../src/server/db/schema';
import { bearer, createSession, type TestUser } from './fixtures';
import type { TestApp } from './test-app';

/** A pack any pass test can sell: 3 classes for £40, valid 30 days. */
export const A_PACK = { kind: 'pack', name: '3-class pack', price: '40.00', credits: 3, validDays: 30 };
export const AN_INTRO = { kind: 'intro', name: 'First two weeks', price: '30.00', credits: 2, validDays: 14 };
export const A_MEMBERSHIP = {
  kind: 'membership',
  name: 'Monthly unlimited',
  price: '99.00',
  period: 'month',
};

/** A session (class £18) of a studio `owner` owns, `startsInMs` from now (default a day). */
export async function sessionOf(
  t: TestApp,
  owner: TestUser,
  options: Parameters<typeof createSession>[1] = {},
) {
  const made = await createSession(t.database.db, options);
  await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, made.studioId));
  return made;
}

/** POST /api/studios/:id/products as `owner`, expecting 201: the product. */
export async function sell(t: TestApp, owner: TestUser, studioId: string, product: object = A_PACK) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/studios/${studioId}/products`,
    headers: bearer(owner.token),
    payload: product,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const purchase = (
  t: TestApp,
  who: TestUser,
  productId: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/purchase`,
    headers: { ...bearer(who.token), ...headers },
    payload: { method: 'demo' },
  });

/** Buys `productId` as `who`, expecting 201: the pass. */
export async function buy(t: TestApp, who: TestUser, productId: string) {
  const res = await purchase(t, who, productId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pass;
}

export const bookWithPass = (t: TestApp, who: TestUser, sessionId: string, passId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(who.token),
    payload: { sessionId, passId },
  });

export async function creditsLeft(t: TestApp, passId: string) {
  const [row] = await t.database.db.select().from(passes).where(eq(passes.id, passId));
  return row?.creditsLeft;
}

let made = 0;

/** Another session of `classId`, `startsInMs` from now (each a minute apart, so two never share a start). */
export async function sessionOfClass(t: TestApp, classId: string, startsInMs: number) {
  const start = new Date(Date.now() + startsInMs + made++ * 60_000);
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning({ id: sessions.id });
  return row?.id as string;
}

/**
 * A session of `classId` a day after `at`, so its studio is public (not a draft) while the app's clock
 * is before then: only a studio the public sees sells its products (issue 63).
 */
export const publicUntil = (t: TestApp, classId: string, at: Date) =>
  sessionOfClass(t, classId, at.getTime() - Date.now() + 86_400_000);
