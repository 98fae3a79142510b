import { type APIRequestContext, expect } from '@playwright/test';
import type { Booking } from '../../src/common/schemas/booking';
import { authedApi } from './accounts';

/** What a booking needs: the session, and the class for its price. */
interface Bookable {
  cls: { price: string };
  session: { id: string };
}

/** The student holds a place on the session: booked through the API, pending until paid. */
export async function hold(request: APIRequestContext, token: string, { cls, session }: Bookable) {
  const res = await authedApi.book(request, token, session.id, cls.price);
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Booking;
}

/** The same, paid at checkout: the booking is confirmed (the answer returned is from before paying). */
export async function paidBooking(request: APIRequestContext, token: string, bookable: Bookable) {
  const booking = await hold(request, token, bookable);
  expect((await authedApi.pay(request, token, booking.id)).status()).toBe(200);
  return booking;
}
