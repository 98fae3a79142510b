import { authedApi, DEMO, DEMO_PASSWORD, login, newStudent, startSignedIn } from './support/accounts';
import { hold } from './support/bookings';
import { toast } from './support/page';
import { expect, test, waitForPageReady } from './support/test';

test.describe('checkout that follows the booking', () => {
  test('Back after paying shows the receipt, not the Pay button', async ({
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
    await page.getByRole('button', { name: `Pay £${cls.price}` }).click();
    await page.clock.runFor(2000);
    await expect(toast(page)).toContainText('Payment Successful');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await main.getByRole('link', { name: 'Go to my bookings' }).click();
    await expect(page).toHaveURL(`/dashboard?booking=${booking.id}`);
    const highlighted = page
      .getByRole('list', { name: 'Upcoming bookings' })
      .locator('li[aria-current="true"]');
    await expect(highlighted).toContainText(cls.title);

    await page.goBack();
    await expect(page).toHaveURL(`/checkout/${booking.id}`);
    await expect(main.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(main).not.toContainText('Your place is held');
    await expect(main.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });

  test('the checkout of a completed booking shows its receipt and offers no payment', async ({
    page,
    request,
  }) => {
    // Only the seed has a completed booking (the API schedules no session in the past); this only looks.
    const { token } = await login(request, DEMO.student, DEMO_PASSWORD);
    const completed = (await authedApi.bookings(request, token)).find((b) => b.status === 'completed');
    if (!completed) throw new Error('the demo student has no completed booking');
    await startSignedIn(page, token);
    await page.goto(`/checkout/${completed.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Class completed' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(main).toContainText(`£${completed.amountPaid}`);
    await expect(main).toContainText('Booking reference');
    await expect(main.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Demo Payment Mode' })).toHaveCount(0);
  });
});

test.describe('signing out anywhere', () => {
  test('signing out in one tab sends the other open tab to sign in', async ({ page, request }) => {
    const { token } = await newStudent(request, 'two-tabs');
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto('/home');
    await waitForPageReady(other);
    await other.getByRole('button', { name: 'Sign Out' }).first().click();

    await expect(page).toHaveURL('/auth?redirect=/dashboard');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    expect(await authedApi.profileStatus(request, token)).toBe(401);
  });

  test('a 401 from any signed-in call signs out and goes to sign in, back to the page', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    const { session } = await ownClass();
    await startSignedIn(page, token);
    await page.goto(`/booking/${session.id}`);
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
    // Signed out on another device: this page's next call is answered 401.
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(`/auth?redirect=/booking/${session.id}`);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
