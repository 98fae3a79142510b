import type { Page } from '@playwright/test';
import type { Booking } from '../src/common/schemas/booking';
import {
  authedApi,
  DEMO,
  DEMO_PASSWORD,
  login,
  newAccount,
  register,
  startSignedIn,
} from './support/accounts';
import { hold } from './support/bookings';
import { expect, test } from './support/test';

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Summary' }).getByRole('term').filter({ hasText: label }).locator('+ dd');

test.describe('/dashboard and /bookings', () => {
  test('the demo student: stats, an upcoming and a completed booking, and the profile', async ({
    page,
    request,
  }) => {
    const { token } = await login(request, DEMO.student, DEMO_PASSWORD);
    const bookings = await authedApi.bookings(request, token);
    const now = Date.now();
    const upcoming = bookings.filter(
      (b) => b.status === 'confirmed' && Date.parse(b.session.startTime) > now,
    );
    const completed = bookings.filter((b) => b.status === 'completed');
    const cancelled = bookings.filter((b) => b.status === 'cancelled');
    expect(upcoming.length).toBeGreaterThan(0);
    expect(completed.length).toBeGreaterThan(0);

    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeVisible();
    await expect(stat(page, 'Upcoming Classes')).toHaveText(String(upcoming.length));
    await expect(stat(page, 'Classes Completed')).toHaveText(String(completed.length));
    await expect(stat(page, 'Total Bookings')).toHaveText(String(bookings.length));

    const upcomingCards = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    await expect(upcomingCards).toHaveCount(upcoming.length);
    await expect(upcomingCards.first()).toContainText(upcoming[0]?.session.class.title ?? '');
    await expect(upcomingCards.first()).toContainText('Confirmed');
    await expect(upcomingCards.first().getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(upcomingCards.getByRole('button', { name: 'Write Review' })).toHaveCount(0);
    // Cancel asks first; keeping the booking sends nothing and changes nothing.
    await upcomingCards.first().getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Free cancellation until');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    expect((await authedApi.bookings(request, token)).map((b) => b.status)).toEqual(
      bookings.map((b) => b.status),
    );

    await page.getByRole('tab', { name: 'Past' }).click();
    const pastCards = page.getByRole('list', { name: 'Past bookings' }).getByTestId('booking');
    await expect(pastCards).toHaveCount(bookings.length - upcoming.length - cancelled.length);
    const done = pastCards.filter({ hasText: 'Completed' }).first();
    await expect(done).toContainText(completed[0]?.session.class.title ?? '');
    // Write Review (or Edit review, once written: booking-lifecycle.spec.ts reviews this booking).
    await expect(done.getByRole('button', { name: /^(Write Review|Edit review)$/ })).toBeVisible();
    await expect(pastCards.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Profile' }).click();
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    for (const [label, value] of [
      ['First name', 'Maya'],
      ['Email', DEMO.student],
      ['Username', 'maya'],
    ]) {
      await expect(profile.getByRole('term').filter({ hasText: label }).locator('+ dd')).toHaveText(
        value ?? '',
      );
    }
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(profile.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  });

  test('/bookings is the same dashboard', async ({ page, student: { token } }) => {
    await startSignedIn(page, token);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await expect(page).toHaveTitle('My Bookings · Attune');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Past' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  });

  test("a new account without names: empty lists, zeros and 'Not provided'", async ({ page, request }) => {
    const account = newAccount('no-names', { firstName: '', lastName: '' });
    await register(request, account);
    const { token } = await login(request, account.email, account.password);
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.username}` })).toBeVisible();
    for (const label of ['Upcoming Classes', 'Classes Completed', 'Total Bookings']) {
      await expect(stat(page, label)).toHaveText('0');
    }
    await expect(page.getByRole('heading', { name: 'No upcoming classes' })).toBeVisible();
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByRole('heading', { name: 'No past classes yet' })).toBeVisible();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Not provided')).toHaveCount(3);
  });

  test('a place held and not paid is shown above the tabs until it is paid', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    const mine = await ownClass();
    const { id } = await hold(request, token, mine);
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    const held = page.getByRole('region', { name: 'A place is held for you' });
    await expect(held).toContainText(mine.cls.title);
    await expect(held).toContainText('held until');
    await expect(held.getByRole('link', { name: `Finish paying for ${mine.cls.title}` })).toHaveAttribute(
      'href',
      `/checkout/${id}`,
    );
    expect((await authedApi.pay(request, token, id)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Upcoming bookings' })).toContainText(mine.cls.title);
    await expect(held).toHaveCount(0);
  });

  test('statuses: Upcoming is confirmed and in the future; others show cancelled, completed or pending', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    // A real booking's answer, for the stubbed list to vary.
    await hold(request, token, await ownClass());
    const [template] = await authedApi.bookings(request, token);
    if (!template) throw new Error('the student has no booking');
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const past = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const make = (
      id: string,
      status: Booking['status'],
      startTime: string,
      title: string,
      holdExpiresAt = template.holdExpiresAt,
    ): Booking => ({
      ...template,
      id,
      status,
      holdExpiresAt,
      review: null,
      attendance: null,
      session: { ...template.session, startTime, class: { ...template.session.class, title } },
    });
    await page.route('**/api/user/bookings', (route) =>
      route.fulfill({
        json: [
          make('b1', 'confirmed', future, 'Future confirmed'),
          make('b2', 'cancelled', future, 'Future cancelled'),
          // A hold run out unpaid, not expired yet when the list was read: neither held nor upcoming.
          make('b3', 'pending', future, 'Future lapsed hold', past),
          make('b4', 'completed', past, 'Past completed'),
          make('b5', 'confirmed', past, 'Past confirmed'),
        ],
      }),
    );
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await expect(stat(page, 'Upcoming Classes')).toHaveText('1');
    await expect(stat(page, 'Classes Completed')).toHaveText('1');
    await expect(stat(page, 'Total Bookings')).toHaveText('5');
    const upcoming = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming).toContainText('Future confirmed');
    await expect(upcoming.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await page.getByRole('tab', { name: 'Past' }).click();
    const cards = page.getByRole('list', { name: 'Past bookings' }).getByTestId('booking');
    await expect(cards).toHaveCount(3);
    // A cancelled booking is listed apart from the classes taken, even for a session still to come.
    const cancelled = page.getByRole('list', { name: 'Cancelled bookings' }).getByTestId('booking');
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelled bookings' })).toBeVisible();
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled).toContainText('Future cancelled');
    await expect(cancelled).toContainText('Cancelled');
    await expect(cancelled.getByRole('button')).toHaveCount(0);
    const card = (title: string) => cards.filter({ hasText: title });
    await expect(card('Future lapsed hold')).toContainText('Pending');
    await expect(card('Past completed')).toContainText('Completed');
    await expect(card('Past confirmed')).toContainText('Confirmed');
    // Cancel only on upcoming bookings (a session that has started cannot be cancelled), Write Review
    // only on completed ones.
    await expect(card('Past completed').getByRole('button', { name: 'Write Review' })).toBeVisible();
    for (const title of ['Future lapsed hold', 'Past confirmed']) {
      await expect(card(title).getByRole('button')).toHaveCount(0);
    }
  });

  for (const path of ['/dashboard', '/bookings']) {
    test(`signed out, ${path} goes to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirect=${path}`);
    });
  }

  test("a failed fetch says 'Failed to fetch bookings'", async ({ page, student: { account, token } }) => {
    await page.route('**/api/user/bookings', (route) => route.fulfill({ status: 500, body: '' }));
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Failed to fetch bookings' })).toBeVisible();
    // The profile does not depend on the bookings.
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText(account.email);
  });
});
