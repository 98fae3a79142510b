import type { Booking } from '../src/common/schemas/booking';
import { authedApi, newStudent, startSignedIn } from './support/accounts';
import { londonDate, MISSING_ID } from './support/api';
import { hold } from './support/bookings';
import { toast } from './support/page';
import { expect, test } from './support/test';

test.describe('/checkout/:bookingId', () => {
  test('shows the summary and the hold; Pay waits 2 s, pays and shows the receipt', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    const { cls, session } = await ownClass();
    const booking = await hold(request, token, { cls, session });
    await page.clock.install();
    await startSignedIn(page, token);
    await page.goto(`/checkout/${booking.id}`);

    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2, name: 'Booking summary' })).toBeVisible();
    await expect(main).toContainText('Your place is held until');
    await expect(main).toContainText(/\(\d+:\d\d left\)/);
    await expect(main).toContainText(cls.title);
    await expect(main).toContainText(cls.studio.name);
    await expect(main).toContainText(londonDate(session.startTime));
    await expect(main).toContainText(`${cls.duration} minutes`);
    await expect(main).toContainText(cls.deliveryMethod === 'online' ? 'Online' : 'In-Person');
    await expect(main).toContainText(`£${cls.price}`);
    await expect(page.getByRole('heading', { name: 'Demo Payment Mode' })).toBeVisible();

    // The page's clock stands still from here: only runFor moves it.
    await page.clock.pauseAt(new Date(Date.now() + 5_000));
    const pay = page.getByRole('button', { name: `Pay £${cls.price}` });
    await pay.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    // The demo payment takes 2000 ms; nothing is paid before then.
    await page.clock.runFor(1900);
    expect((await authedApi.bookings(request, token))[0]?.status).toBe('pending');
    await page.clock.runFor(100);
    await expect(toast(page)).toContainText('Payment Successful');
    await expect(toast(page)).toContainText('Your booking has been confirmed! (Demo mode)');
    // Time flows again: the page's data layer batches its updates on timers.
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    expect((await authedApi.bookings(request, token))[0]?.status).toBe('confirmed');
  });

  test("an online class's format reads Online; once paid, its receipt gives the join link", async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    const held = await hold(request, token, await ownClass());
    const link = 'https://meet.attune.london/room';
    await page.route(`**/api/bookings/${held.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as Booking;
      body.session.class.deliveryMethod = 'online';
      if (body.status === 'confirmed') body.session.meetingLink = link;
      await route.fulfill({ json: body });
    });
    await startSignedIn(page, token);
    await page.goto(`/checkout/${held.id}`);
    await expect(page.getByRole('main').getByText('Online', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('In-Person');

    expect((await authedApi.pay(request, token, held.id)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  test("an unknown booking, or someone else's, says 'Booking not found'", async ({
    page,
    request,
    student,
    ownClass,
  }) => {
    const someoneElses = await hold(request, student.token, await ownClass());
    const { token } = await newStudent(request, 'nosy');
    await startSignedIn(page, token);
    for (const id of [MISSING_ID, someoneElses.id]) {
      await page.goto(`/checkout/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
    }
  });

  test('signed out, it goes to /auth', async ({ page }) => {
    await page.goto(`/checkout/${MISSING_ID}`);
    await expect(page).toHaveURL(`/auth?redirect=/checkout/${MISSING_ID}`);
  });

  test("a failed fetch says 'Failed to fetch booking'", async ({ page, request }) => {
    const { token } = await newStudent(request, 'booking-500');
    await page.route('**/api/bookings/*', (route) => route.fulfill({ status: 503, body: '' }));
    await startSignedIn(page, token);
    await page.goto(`/checkout/${MISSING_ID}`);
    await expect(page.getByRole('heading', { name: 'Failed to fetch booking' })).toBeVisible();
  });
});
