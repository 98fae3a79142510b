import type { APIRequestContext } from '@playwright/test';
import { bearer, newStudent } from './accounts';
import { hold, paidBooking } from './bookings';
import type { OwnClass } from './own-data';

/**
 * A student with one place of each kind on a class of four sessions, each of one place: the first
 * booked and paid, the second held for payment, the third filled by someone else with the student
 * second in its waitlist; the fourth left open.
 */
export async function studentWithEveryPlace(request: APIRequestContext, { cls, sessions }: OwnClass) {
  const [booked, held, full, open] = sessions;
  if (!booked || !held || !full || !open) throw new Error('four sessions are needed');
  const me = await newStudent(request, 'knows-me');
  const filler = await newStudent(request, 'fills');
  const firstInLine = await newStudent(request, 'first-in-line');
  const paid = await paidBooking(request, me.token, { cls, session: booked });
  const pending = await hold(request, me.token, { cls, session: held });
  await paidBooking(request, filler.token, { cls, session: full });
  for (const who of [firstInLine, me]) {
    const joined = await request.post(`/api/sessions/${full.id}/waitlist`, { headers: bearer(who.token) });
    if (joined.status() !== 201) throw new Error(`joining the waitlist answered ${joined.status()}`);
  }
  return { me, paid, pending, sessions: { booked, held, full, open } };
}

/** The plan of the class studentWithEveryPlace needs. */
export const FOUR_SINGLE_PLACES = { class: { maxParticipants: 1 }, startsInHours: [30, 54, 78, 102] };
