import { type APIRequestContext, expect } from '@playwright/test';
import type { Booking } from '../../src/common/schemas/booking';
import type { ListSession } from '../../src/common/schemas/session';
import { authedApi, newStudent, roomy, sessionToBook } from './accounts';
import { api } from './api';

/**
 * A new student (named after `label`) holding a place on a session of the seeded catalogue: pending
 * until paid. `pick` and `test` choose the session as sessionToBook does, so tests never share one.
 */
export async function studentWithHold(
  request: APIRequestContext,
  label: string,
  pick: number,
  test: (session: ListSession) => boolean = roomy,
) {
  const { cls, session } = sessionToBook(await api.classes(request), test, pick);
  const { token } = await newStudent(request, label);
  const res = await authedApi.book(request, token, session.id, cls.price);
  expect(res.status(), await res.text()).toBe(201);
  const booking = (await res.json()) as Booking;
  return { cls, session, token, booking };
}

/** The same, paid at checkout: the booking is confirmed (`booking` is the answer from before paying). */
export async function studentWithPaidBooking(
  request: APIRequestContext,
  label: string,
  pick: number,
  test: (session: ListSession) => boolean = roomy,
) {
  const held = await studentWithHold(request, label, pick, test);
  expect((await authedApi.pay(request, held.token, held.booking.id)).status()).toBe(200);
  return held;
}
