import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/common/schemas/booking';
import {
  COUNTER_KINDS,
  type CountingInstances,
  countingInstances,
  freshAddress,
} from '../helpers/counting-instances';
import { bearer, createOwnerWithToken, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { sessionOf, sessionOfClass } from '../helpers/passes';

// Promo codes could be guessed (issue 63, finding 4): 45 dictionary words on one held booking found a
// 100% code in 0.3 s. Wrong codes are now counted like gift-card codes: at most 10 an hour per
// account and 30 per address, each a 404 as before, and the next attempt a 429, whatever the code.
// A right code, and a refusal that is not about the code, count nothing.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WRONG = {
  message: 'This promo code is not valid at this studio. Check it and try again.',
  code: 'PROMO_INVALID',
};

describe.each(COUNTER_KINDS)('promo code guesses counted %s', (kind) => {
  let now = new Date();
  let c: CountingInstances;
  let owner: TestUser;
  let classId: string;
  let requests = 0;

  beforeAll(async () => {
    c = await countingInstances(kind, { clock: () => now, holdSweepMs: 0 });
    owner = await createOwnerWithToken(c.t.database.db);
    const made = await sessionOf(c.t, owner);
    classId = made.classId;
    // The studio has the code the probe found.
    const code = await c.t.app.inject({
      method: 'POST',
      url: `/api/studios/${made.studioId}/promo-codes`,
      headers: bearer(owner.token),
      payload: { code: 'STAFF', percentOff: 100 },
    });
    expect(code.statusCode, code.body).toBe(201);
  });
  afterAll(() => c?.close());

  let starts = 0;
  /** A new student's held booking (£18) on a new session of the class. */
  async function held(student?: TestUser): Promise<{ who: TestUser; booking: Booking }> {
    const who = student ?? (await createUserWithToken(c.t.database.db));
    const sessionId = await sessionOfClass(c.t, classId, DAY + ++starts * HOUR);
    const res = await c.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(who.token),
      payload: { sessionId, amountPaid: '18.00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { who, booking: res.json() };
  }

  const apply = (who: TestUser, bookingId: string, code: string, remoteAddress: string) =>
    c.app(requests++).inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/promo`,
      headers: bearer(who.token),
      payload: { code },
      remoteAddress,
    });

  it('answers 10 wrong codes an hour from one account with 404, then 429 even for the right code', async () => {
    const { who, booking } = await held();
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await apply(who, booking.id, `GUESS-${i}`, address);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(WRONG);
    }
    // From another address too: the account's hour is used up wherever it tries from.
    for (const from of [address, freshAddress()]) {
      const limited = await apply(who, booking.id, 'STAFF', from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: expect.stringMatching(/wrong promo codes/),
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    }
    const unchanged = await c.t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(who.token),
    });
    expect(unchanged.json()).toMatchObject({ promoCode: null, amountDue: '18.00' });

    // Another account from that address is not held to this account's count.
    const other = await held();
    expect((await apply(other.who, other.booking.id, 'GUESS-X', address)).statusCode).toBe(404);

    if (kind === 'in memory') {
      // An hour on (by the app's clock; the first hold has run out by then), the account may try again.
      const start = now;
      now = new Date(start.getTime() + HOUR + 1000);
      try {
        const again = await held(who);
        const later = await apply(who, again.booking.id, 'STAFF', address);
        expect(later.statusCode, later.body).toBe(200);
        expect(later.json()).toMatchObject({ promoCode: 'STAFF', amountDue: '0.00' });
      } finally {
        now = start;
      }
    }
  });

  it('answers 30 wrong codes an hour from one address with 404, then 429 for any account there', async () => {
    const address = freshAddress();
    for (let account = 0; account < 3; account++) {
      const { who, booking } = await held();
      for (let i = 0; i < 10; i++) {
        const res = await apply(who, booking.id, `WORD-${account}-${i}`, address);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(WRONG);
      }
    }
    const fresh = await held();
    const limited = await apply(fresh.who, fresh.booking.id, 'STAFF', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // The same account elsewhere is not limited: it has guessed nothing.
    const elsewhere = await apply(fresh.who, fresh.booking.id, 'STAFF', freshAddress());
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ promoCode: 'STAFF', amountDue: '0.00' });
  });

  it('counts neither the right code nor a refusal that is not about the code', async () => {
    const { who, booking } = await held();
    const address = freshAddress();
    for (let i = 0; i < 9; i++)
      expect((await apply(who, booking.id, `MISS-${i}`, address)).statusCode).toBe(404);
    // The right code, applied again and again, answers the booking as it is.
    for (let i = 0; i < 12; i++)
      expect((await apply(who, booking.id, 'STAFF', address)).statusCode).toBe(200);
    // Someone else's booking is a 404 about the booking, not the code.
    const stranger = await held();
    for (let i = 0; i < 12; i++) {
      const res = await apply(who, stranger.booking.id, `NOPE-${i}`, address);
      expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    }
    // The tenth wrong code is still a 404; the eleventh attempt is the 429.
    expect((await apply(who, booking.id, 'MISS-9', address)).json()).toEqual(WRONG);
    expect((await apply(who, booking.id, 'STAFF', address)).statusCode).toBe(429);
  });
});
