import type { Booking } from '../src/common/schemas/booking';
import type { PublicSession } from '../src/common/schemas/session';
import { authedApi, newStudent, PICK, roomy, sessionToBook, startSignedIn } from './support/accounts';
import { api, londonDate } from './support/api';
import { toast } from './support/page';
import { expect, test } from './support/test';

const HOUR = 3_600_000;
/** Starts more than a day away: well inside any studio's free-cancellation window. */
const dayAway = (s: PublicSession) => roomy(s) && Date.parse(s.startTime) > Date.now() + 24 * HOUR;

/** "Sat 5 Dec 2026, 06:30 (London time)", computed here independently of the client's formatter. */
function londonDeadline(iso: string): string {
  const [date = '', time = ''] = londonDate(iso).split(', ');
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(
    new Date(iso),
  );
  return `${date} ${year}, ${time} (London time)`;
}

test.describe('cancelling a booking', () => {
  test('a student books, pays, cancels in the window and sees the full refund', async ({ page, request }) => {
    const { cls, session } = sessionToBook(await api.classes(request), dayAway, PICK.cancelJourney);
    const { token } = await newStudent(request, 'cancel-journey');
    await startSignedIn(page, token);

    await page.goto(`/booking/${session.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
    const [booking] = await authedApi.bookings(request, token);
    if (!booking) throw new Error('the booking was not made');
    const deadline = londonDeadline(booking.cancellationDeadline);
    // The deadline shows at checkout.
    await expect(page.getByRole('main')).toContainText(`Free cancellation until ${deadline}`);

    // After payment the confirmation offers Add to calendar and the deadline.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page)).toContainText('Your booking has been confirmed! (Demo mode)');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expect(main).toContainText(`Free cancellation until ${deadline}`);
    await main.getByRole('link', { name: 'Go to my bookings' }).click();
    await expect(page).toHaveURL(`/dashboard?booking=${booking.id}`);

    // The dashboard card carries the deadline; Cancel opens a dialog that says which outcome applies.
    const card = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    await expect(card).toContainText(`Free cancellation until ${deadline}`);
    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(`Free cancellation until ${deadline}`);
    await expect(dialog).toContainText('Free cancellation: full refund');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();

    const done = page.getByRole('dialog', { name: 'Booking cancelled' });
    await expect(done).toContainText('Full refund');
    await expect(done).toContainText(`the full £${cls.price} is refunded`);
    const [cancelled] = await authedApi.bookings(request, token);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 'full', lateCancellation: false });
    await done.getByRole('button', { name: 'Done' }).click();

    // The booking has moved to Past, with its outcome; the place is free again.
    await expect(page.getByRole('heading', { name: 'No upcoming classes' })).toBeVisible();
    await page.getByRole('tab', { name: 'Past' }).click();
    const past = page.getByRole('list', { name: 'Past bookings' }).getByTestId('booking');
    await expect(past).toContainText('Cancelled');
    await expect(past).toContainText('Cancelled in time: full refund');
    await expect(past.getByRole('button')).toHaveCount(0);
    expect((await authedApi.session(request, token, session.id)).availableSpots).toBe(session.availableSpots);
  });

  test('after the deadline the dialog says the cancellation is late and gets no refund', async ({
    page,
    request,
  }) => {
    const { cls, session } = sessionToBook(await api.classes(request), dayAway, PICK.lateCancelDialog);
    const { token } = await newStudent(request, 'late-cancel');
    const booking = (await (await authedApi.book(request, token, session.id, cls.price)).json()) as Booking;
    expect((await authedApi.pay(request, token, booking.id)).status()).toBe(200);
    // The page's clock stands one minute past the deadline; the student looks, then keeps the place.
    await page.clock.setFixedTime(Date.parse(booking.cancellationDeadline) + 60_000);
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    await expect(card).toContainText(
      `Free cancellation ended ${londonDeadline(booking.cancellationDeadline)}; cancelling now gets no refund`,
    );
    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Late cancellation: no refund');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    expect((await authedApi.bookings(request, token))[0]?.status).toBe('confirmed');
  });
});
