import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/common/schemas/booking';
import type { PromoCode } from '../../src/common/schemas/promo-code';
import type { PaymentRequest } from '../../src/server/modules/payments/payment-provider';
import {
  bearer,
  createOwnerWithToken,
  createUserWithToken,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { A_PACK, bookWithPass, buy, sell, sessionOf, sessionOfClass } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Promo codes (issue 30, docs/decisions/0064): an owner makes them for a studio, a student applies one
// to a held booking, and the payment charges the lower amount. The app's clock is the test's, so a
// code can pass its validUntil and a hold can run out while the test watches.

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
/** Every charge the payment provider was asked for, to prove what the payment took. */
const charges: PaymentRequest[] = [];
let studioId: string;
let classId: string;
let otherStudioId: string;
let otherClassId: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => now,
    holdSweepMs: 0,
    paymentProvider: {
      methods: ['demo'],
      async charge(request) {
        charges.push(request);
        return { status: 'paid', reference: `demo_${charges.length}` };
      },
    },
  });
  owner = await createOwnerWithToken(t.database.db);
  otherOwner = await createOwnerWithToken(t.database.db);
  ({ studioId, classId } = await sessionOf(t, owner));
  ({ studioId: otherStudioId, classId: otherClassId } = await sessionOf(t, otherOwner));
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const create = (who: TestUser, body: object, studio = studioId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studios/${studio}/promo-codes`,
    headers: bearer(who.token),
    payload: body,
  });
const list = (who: TestUser, studio = studioId) =>
  t.app.inject({ method: 'GET', url: `/api/studios/${studio}/promo-codes`, headers: bearer(who.token) });
const deactivate = (who: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/promo-codes/${id}`, headers: bearer(who.token) });
const apply = (who: TestUser, bookingId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/promo`,
    headers: bearer(who.token),
    payload: { code },
  });

let codes = 0;
/** A code name no other test uses: "T" plus a counter. */
const fresh = (prefix = 'CODE') => `${prefix}-${++codes}`;

/** POST …/promo-codes as the owner, expecting 201: the code. */
async function made(body: object, studio = studioId, who = owner): Promise<PromoCode> {
  const res = await create(who, body, studio);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let starts = 0;
/** A held booking (£18) by a new student on a new session of the class, with the student. */
async function heldBooking(cls = classId, student?: TestUser) {
  const who = student ?? (await createUserWithToken(t.database.db));
  const sessionId = await sessionOfClass(t, cls, DAY + ++starts * 3_600_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(who.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { who, booking: res.json() as Booking, sessionId };
}

/** Applies `code`, expecting 200: the booking. */
async function applied(who: TestUser, bookingId: string, code: string): Promise<Booking> {
  const res = await apply(who, bookingId, code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function expectRefusal(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message: expect.any(String), code });
}

describe('POST /api/studios/:id/promo-codes', () => {
  it('makes a code, stored upper-case, with its limits', async () => {
    const code = await made({
      code: 'spring-10',
      percentOff: 10,
      maxUses: 5,
      validUntil: '2099-01-31T23:59:59Z',
      firstVisitOnly: true,
    });
    expect(code).toEqual({
      id: expect.any(String),
      studioId,
      code: 'SPRING-10',
      percentOff: 10,
      amountOff: null,
      maxUses: 5,
      validUntil: '2099-01-31T23:59:59.000Z',
      firstVisitOnly: true,
      active: true,
      uses: 0,
      createdAt: expect.any(String),
    });
    expect(await made({ code: 'FIVE-OFF', amountOff: 5 })).toMatchObject({
      amountOff: '5.00',
      percentOff: null,
      maxUses: null,
      validUntil: null,
      firstVisitOnly: false,
    });
  });

  it.each([
    [{ percentOff: 10 }, 'Enter a code, for example SPRING-10'],
    [{ code: 'ABC', percentOff: 10 }, 'Use 4 to 20 letters, digits or dashes for the code'],
    [{ code: 'A'.repeat(21), percentOff: 10 }, 'Use 4 to 20 letters, digits or dashes for the code'],
    [{ code: 'SPRING 10', percentOff: 10 }, 'Use 4 to 20 letters, digits or dashes for the code'],
    [{ code: 'CAFÉ', percentOff: 10 }, 'Use 4 to 20 letters, digits or dashes for the code'],
    [{ code: 'SPRING' }, 'percentOff or amountOff is required'],
    [{ code: 'SPRING', percentOff: 10, amountOff: '2.00' }, 'amountOff cannot be given with percentOff'],
    [{ code: 'SPRING', percentOff: 0 }, 'percentOff must be between 1 and 100'],
    [{ code: 'SPRING', percentOff: 101 }, 'percentOff must be between 1 and 100'],
    [{ code: 'SPRING', percentOff: 12.5 }, 'percentOff must be a whole number'],
    [{ code: 'SPRING', amountOff: '0.00' }, 'amountOff must be an amount'],
    [{ code: 'SPRING', amountOff: -3 }, 'amountOff must be an amount'],
    [{ code: 'SPRING', amountOff: '2.005' }, 'amountOff must be an amount'],
    [{ code: 'SPRING', amountOff: 'ten' }, 'amountOff must be an amount'],
    [{ code: 'SPRING', percentOff: 10, maxUses: 0 }, 'maxUses must be between 1'],
    [{ code: 'SPRING', percentOff: 10, validUntil: 'tomorrow' }, 'validUntil must be a date and time'],
    [{ code: 'SPRING', percentOff: 10, firstVisitOnly: 'yes' }, 'firstVisitOnly must be true or false'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const res = await create(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining(message), code: 'VALIDATION' });
  });

  it('refuses a code the studio already has, in any case, with a 409 naming code', async () => {
    await made({ code: 'TWICE', percentOff: 10 });
    const again = await create(owner, { code: 'twice', amountOff: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: expect.stringMatching(/^code TWICE is already/),
      code: 'CONFLICT',
    });
    // Another studio may have the same code.
    await made({ code: 'TWICE', percentOff: 10 }, otherStudioId, otherOwner);
  });

  it('answers 404 for another owner’s studio, 403 for a student, 401 signed out', async () => {
    const student = await createUserWithToken(t.database.db);
    await expectRefusal(await create(otherOwner, { code: 'MINE', percentOff: 10 }), 404, 'NOT_FOUND');
    await expectRefusal(await list(otherOwner), 404, 'NOT_FOUND');
    await expectRefusal(await create(student, { code: 'MINE', percentOff: 10 }), 403, 'FORBIDDEN');
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}/promo-codes` });
    expect(signedOut.statusCode).toBe(401);
    await expectRefusal(await list(owner, 'not-a-uuid'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/studios/:id/promo-codes and DELETE /api/promo-codes/:id', () => {
  it('lists the codes with their uses (held or paid); a cancelled hold frees its use', async () => {
    const code = await made({ code: fresh('USES'), percentOff: 10 });
    const paid = await heldBooking();
    await applied(paid.who, paid.booking.id, code.code);
    expect((await payFor(t.app, paid.who.token, paid.booking.id)).statusCode).toBe(200);
    const held = await heldBooking();
    await applied(held.who, held.booking.id, code.code);
    const cancelled = await heldBooking();
    await applied(cancelled.who, cancelled.booking.id, code.code);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelled.booking.id}/cancel`,
      headers: bearer(cancelled.who.token),
    });
    expect(cancel.statusCode).toBe(200);

    const listed = (await list(owner)).json() as PromoCode[];
    expect(listed.find((c) => c.id === code.id)).toEqual({ ...code, uses: 2 });
    expect(listed.every((c) => c.studioId === studioId)).toBe(true);
  });

  it('deactivates a code: it stays in the list, inactive, and can no longer be applied', async () => {
    const code = await made({ code: fresh('OLD'), percentOff: 10 });
    const res = await deactivate(owner, code.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...code, active: false });
    // Again: the same answer.
    expect((await deactivate(owner, code.id)).json()).toEqual({ ...code, active: false });
    expect(((await list(owner)).json() as PromoCode[]).find((c) => c.id === code.id)?.active).toBe(false);

    const { who, booking } = await heldBooking();
    await expectRefusal(await apply(who, booking.id, code.code), 404, 'PROMO_INVALID');
  });

  it('answers 404 for another owner’s code or an unknown one', async () => {
    const code = await made({ code: fresh('KEEP'), percentOff: 10 });
    await expectRefusal(await deactivate(otherOwner, code.id), 404, 'NOT_FOUND');
    await expectRefusal(await deactivate(owner, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    await expectRefusal(await deactivate(owner, 'nope'), 404, 'NOT_FOUND');
    expect(((await list(owner)).json() as PromoCode[]).find((c) => c.id === code.id)?.active).toBe(true);
  });
});

describe('POST /api/bookings/:id/promo', () => {
  it('prices the hold: amountDue is lower, the payment charges it, the receipt shows the discount', async () => {
    const code = await made({ code: fresh('QUARTER'), percentOff: 25 });
    const { who, booking } = await heldBooking();
    expect(booking).toMatchObject({
      amountPaid: '18.00',
      amountDue: '18.00',
      promoCode: null,
      discount: null,
    });

    const priced = await applied(who, booking.id, code.code.toLowerCase());
    expect(priced).toEqual({
      ...booking,
      amountPaid: '13.50',
      amountDue: '13.50',
      promoCode: code.code,
      discount: '4.50',
    });

    const pay = await payFor(t.app, who.token, booking.id);
    expect(pay.statusCode).toBe(200);
    expect(charges.at(-1)).toMatchObject({ bookingId: booking.id, amount: '13.50' });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(who.token),
    });
    expect(receipt.json()).toMatchObject({
      status: 'confirmed',
      amountDue: '13.50',
      promoCode: code.code,
      discount: '4.50',
      session: { class: { price: '18.00' } },
    });
    // Paid: no code can be applied any more.
    await expectRefusal(await apply(who, booking.id, code.code), 409, 'CONFLICT');
  });

  it('never takes the price below £0.00, and a second code replaces the first', async () => {
    const big = await made({ code: fresh('BIG'), amountOff: '25.00' });
    const third = await made({ code: fresh('THIRD'), percentOff: 33 });
    const { who, booking } = await heldBooking();
    expect(await applied(who, booking.id, big.code)).toMatchObject({
      amountDue: '0.00',
      discount: '18.00',
      promoCode: big.code,
    });
    // 33% of the price (£18.00, not of the £0.00 left), rounded to the penny: £5.94 off.
    expect(await applied(who, booking.id, third.code)).toMatchObject({
      amountDue: '12.06',
      discount: '5.94',
      promoCode: third.code,
    });
    // The same code again changes nothing.
    expect(await applied(who, booking.id, third.code)).toMatchObject({
      amountDue: '12.06',
      discount: '5.94',
    });
    expect((await payFor(t.app, who.token, booking.id)).statusCode).toBe(200);
    expect(charges.at(-1)).toMatchObject({ bookingId: booking.id, amount: '12.06' });
  });

  it('refuses an unknown code and another studio’s with 404 PROMO_INVALID', async () => {
    const theirs = await made({ code: fresh('THEIRS'), percentOff: 50 }, otherStudioId, otherOwner);
    const { who, booking } = await heldBooking();
    await expectRefusal(await apply(who, booking.id, 'NO-SUCH-CODE'), 404, 'PROMO_INVALID');
    await expectRefusal(await apply(who, booking.id, theirs.code), 404, 'PROMO_INVALID');
    const res = await apply(who, booking.id, '');
    expect(res.json()).toEqual({ message: 'Enter a promo code', code: 'VALIDATION' });
    const spaces = await apply(who, booking.id, '   ');
    expect(spaces.json()).toEqual({ message: 'Enter a promo code', code: 'VALIDATION' });
  });

  it('refuses a code past its validUntil with 409 PROMO_EXPIRED, by the app’s clock', async () => {
    const code = await made({
      code: fresh('SOON'),
      percentOff: 10,
      validUntil: new Date(now.getTime() + 60_000).toISOString(),
    });
    const { who, booking } = await heldBooking();
    now = new Date(now.getTime() + 61_000);
    await expectRefusal(await apply(who, booking.id, code.code), 409, 'PROMO_EXPIRED');
  });

  it('refuses a used-up code with 409 PROMO_USED_UP, until a hold carrying it is cancelled', async () => {
    const code = await made({ code: fresh('ONCE'), amountOff: 5, maxUses: 1 });
    const first = await heldBooking();
    const second = await heldBooking();
    await applied(first.who, first.booking.id, code.code);
    await expectRefusal(await apply(second.who, second.booking.id, code.code), 409, 'PROMO_USED_UP');
    // Applying it again to the booking that holds the use is not a second use.
    await applied(first.who, first.booking.id, code.code);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${first.booking.id}/cancel`,
      headers: bearer(first.who.token),
    });
    expect(await applied(second.who, second.booking.id, code.code)).toMatchObject({ amountDue: '13.00' });
  });

  it('keeps a firstVisitOnly code for students with no earlier booking at the studio', async () => {
    const code = await made({ code: fresh('WELCOME'), percentOff: 20, firstVisitOnly: true });
    const earlier = await heldBooking();
    expect((await payFor(t.app, earlier.who.token, earlier.booking.id)).statusCode).toBe(200);
    const again = await heldBooking(classId, earlier.who);
    await expectRefusal(await apply(again.who, again.booking.id, code.code), 409, 'PROMO_FIRST_VISIT');

    // A booking at another studio does not count; a new student's first booking here qualifies.
    const elsewhere = await heldBooking(otherClassId);
    expect((await payFor(t.app, elsewhere.who.token, elsewhere.booking.id)).statusCode).toBe(200);
    const first = await heldBooking(classId, elsewhere.who);
    expect(await applied(first.who, first.booking.id, code.code)).toMatchObject({ amountDue: '14.40' });

    // A cancelled earlier booking does not count either.
    const cancelled = await heldBooking();
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelled.booking.id}/cancel`,
      headers: bearer(cancelled.who.token),
    });
    const next = await heldBooking(classId, cancelled.who);
    await applied(next.who, next.booking.id, code.code);
  });

  it('answers 404 for someone else’s booking and 409 for one that is not a running hold', async () => {
    const code = await made({ code: fresh('STATE'), percentOff: 10 });
    const { booking } = await heldBooking();
    const stranger = await createUserWithToken(t.database.db);
    await expectRefusal(await apply(stranger, booking.id, code.code), 404, 'NOT_FOUND');
    await expectRefusal(await apply(stranger, 'not-a-uuid', code.code), 404, 'NOT_FOUND');

    const cancelled = await heldBooking();
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelled.booking.id}/cancel`,
      headers: bearer(cancelled.who.token),
    });
    await expectRefusal(
      await apply(cancelled.who, cancelled.booking.id, code.code),
      409,
      'BOOKING_CANCELLED',
    );

    const lapsed = await heldBooking();
    now = new Date(now.getTime() + 11 * 60_000);
    await expectRefusal(await apply(lapsed.who, lapsed.booking.id, code.code), 409, 'HOLD_EXPIRED');

    const student = await createUserWithToken(t.database.db);
    const pack = await sell(t, owner, studioId, A_PACK);
    const pass = await buy(t, student, pack.id);
    const sessionId = await sessionOfClass(t, classId, DAY + ++starts * 3_600_000);
    const withPass = await bookWithPass(t, student, sessionId, pass.id);
    expect(withPass.statusCode, withPass.body).toBe(201);
    expect(withPass.json()).toMatchObject({ amountDue: '0.00', promoCode: null, paidWith: 'pass' });
    await expectRefusal(await apply(student, withPass.json().id, code.code), 409, 'CONFLICT');
  });

  it('the owner’s revenue counts what was paid: the price less the discount', async () => {
    const owner2 = await createOwnerWithToken(t.database.db);
    const { studioId: studio2, classId: class2 } = await sessionOf(t, owner2);
    const code = await made({ code: 'HALF', percentOff: 50 }, studio2, owner2);
    const { who, booking } = await heldBooking(class2);
    await applied(who, booking.id, code.code);
    expect((await payFor(t.app, who.token, booking.id)).statusCode).toBe(200);
    const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
    const revenue = await t.app.inject({
      method: 'GET',
      url: `/api/owner/revenue?from=${day(-2)}&to=${day(2)}`,
      headers: bearer(owner2.token),
    });
    expect(revenue.statusCode, revenue.body).toBe(200);
    expect(revenue.json()).toMatchObject({ gross: '9.00', net: '9.00', byKind: { classes: '9.00' } });
  });
});
