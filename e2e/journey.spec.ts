import type { Request } from '@playwright/test';
import { authedApi, newAccount } from './support/accounts';
import { api, londonDate } from './support/api';
import { fillSignUp, signUpForm } from './support/auth-forms';
import { siteNav, toast } from './support/page';
import { expect, test } from './support/test';

test('the whole journey: sign up, sign in, browse, book, pay, and see it on the dashboard', async ({
  page,
  request,
  ownClass,
}) => {
  // An in-person class nobody else books: the places it shows are counted by this test alone.
  const { cls, session } = await ownClass({ class: { deliveryMethod: 'in-person' } });
  const spotsBefore = session.availableSpots;
  const account = newAccount('journey');

  // Sign up: the new account is signed in and lands on its dashboard.
  await page.goto('/auth');
  await fillSignUp(page, account);
  await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Account Created!');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No upcoming classes' })).toBeVisible();

  // Browse, find the class by its name (the catalogue grows with every test's own classes), open it,
  // pick the session.
  await siteNav(page).getByRole('link', { name: 'Browse' }).click();
  await expect(page).toHaveURL('/browse');
  await page.getByLabel('Search').fill(cls.title);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page.getByRole('link', { name: cls.title, exact: true }).click();
  await expect(page).toHaveURL(`/classes/${cls.id}`);
  const row = page.getByTestId('session').filter({ hasText: londonDate(session.startTime) });
  await row.getByRole('link', { name: 'Book Now' }).click();

  // The booking page: everything about the session and a summary.
  await expect(page).toHaveURL(`/booking/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: cls.title })).toBeVisible();
  await expect(main).toContainText(cls.studio.name);
  await expect(main).toContainText(londonDate(session.startTime));
  await expect(main).toContainText(`${cls.duration} minutes`);
  await expect(main).toContainText(`${cls.studio.address}, ${cls.studio.city}`);
  await expect(main).toContainText(`${spotsBefore} spots available`);
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary).toContainText('Ada Lovelace');
  await expect(summary).toContainText(`£${cls.price}`);

  const booked = page.waitForRequest((req) => req.url().endsWith('/api/bookings') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const bookingRequest = await booked;
  // The class price shown is sent; an Idempotency-Key makes a retry safe.
  expect(bookingRequest.postDataJSON()).toEqual({ sessionId: session.id, amountPaid: cls.price });
  expect(bookingRequest.headers()['idempotency-key']).toBeTruthy();
  const booking = (await (await bookingRequest.response())?.json()) as { id: string };

  // Checkout: the summary and the demo payment.
  await expect(page).toHaveURL(`/checkout/${booking.id}`);
  // The URL changes before the checkout chunk has loaded, while the booking page (which shows the title
  // twice) is still on screen: wait for the checkout page's own heading first.
  await expect(main.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
  await expect(main.getByText(cls.title)).toBeVisible();
  await expect(main).toContainText(cls.studio.name);
  await expect(main).toContainText(londonDate(session.startTime));
  await expect(main).toContainText('In-Person');
  await expect(main).toContainText(`£${cls.price}`);
  await expect(page.getByRole('heading', { name: 'Demo Payment Mode' })).toBeVisible();

  const calls: Request[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'GET') calls.push(req);
  });
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(toast(page)).toContainText('Payment Successful');
  await expect(toast(page)).toContainText('Your booking has been confirmed! (Demo mode)');
  expect(
    calls.map((c) => `${c.method()} ${new URL(c.url()).pathname}`),
    'the demo payment makes one call: the payment',
  ).toEqual([`POST /api/bookings/${booking.id}/payment`]);

  // The confirmation: the receipt and what comes next, then the dashboard with the booking highlighted.
  await expect(main.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
  await expect(main).toContainText(cls.studio.address);
  await main.getByRole('link', { name: 'Go to my bookings' }).click();
  await expect(page).toHaveURL(`/dashboard?booking=${booking.id}`);

  // The dashboard shows the new upcoming booking.
  const upcoming = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(cls.title);
  await expect(upcoming).toContainText('Confirmed');
  await expect(upcoming.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Summary' });
  await expect(stats.getByRole('definition').nth(0)).toHaveText('1');
  await expect(stats.getByRole('definition').nth(2)).toHaveText('1');

  // The session has one place fewer, for everyone.
  const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
  expect((await authedApi.session(request, token, session.id)).availableSpots).toBe(spotsBefore - 1);
  const after = (await api.class(request, cls.id)).upcomingSessions.find((s) => s.id === session.id);
  expect(after?.availableSpots).toBe(spotsBefore - 1);
});
