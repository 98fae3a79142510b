import type { SessionDetail } from '../src/common/schemas/session';
import { authedApi, newAccount, newStudent, register, startSignedIn } from './support/accounts';
import { londonDate, MISSING_ID } from './support/api';
import { signInThroughForm } from './support/auth-forms';
import { hold } from './support/bookings';
import { toast } from './support/page';
import { expect, test } from './support/test';

test.describe('/booking/:sessionId', () => {
  test('a signed-out Book Now goes through /auth and comes back to the booking page', async ({
    page,
    request,
    ownClass,
  }) => {
    const account = newAccount('book-now');
    await register(request, account);
    const { cls, session } = await ownClass();

    await page.goto(`/classes/${cls.id}`);
    await page
      .getByTestId('session')
      .filter({ hasText: londonDate(session.startTime) })
      .getByRole('link', { name: 'Book Now' })
      .click();
    await expect(page).toHaveURL(`/auth?redirect=/booking/${session.id}`);
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(`/booking/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(cls.title);
  });

  test('shows the special instructions and what to bring; an online class says so', async ({
    page,
    student: { token },
    ownClass,
  }) => {
    const { cls: online, session } = await ownClass({ class: { deliveryMethod: 'online' } });
    await page.route(`**/api/sessions/${session.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as SessionDetail;
      await route.fulfill({
        json: {
          ...body,
          specialInstructions: 'Join five minutes early to test your sound.',
          class: { ...body.class, requirements: 'A quiet room and headphones.' },
        },
      });
    });
    await startSignedIn(page, token);
    await page.goto(`/booking/${session.id}`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { name: 'Special instructions' })).toBeVisible();
    await expect(main).toContainText('Join five minutes early to test your sound.');
    await expect(page.getByRole('heading', { name: 'What to bring' })).toBeVisible();
    await expect(main).toContainText('A quiet room and headphones.');
    await expect(main).toContainText('Online Class');
    await expect(main).not.toContainText(online.studio.address);
  });

  test("'Processing...' and disabled while the booking request runs", async ({
    page,
    student: { token },
    ownClass,
  }) => {
    const { session } = await ownClass();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/bookings', async (route) => {
      await held;
      await route.continue();
    });
    await startSignedIn(page, token);
    await page.goto(`/booking/${session.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  });

  test('a double click books one place, not two', async ({ page, request, student: { token }, ownClass }) => {
    const { session } = await ownClass();
    let posts = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/bookings') && req.method() === 'POST') posts++;
    });
    await startSignedIn(page, token);
    await page.goto(`/booking/${session.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).dblclick();
    await expect(page).toHaveURL(/\/checkout\//);
    expect(posts).toBe(1);
    expect(await authedApi.bookings(request, token)).toHaveLength(1);
  });

  test("losing the last place while the page is open: 'Booking Failed', and 'Session Fully Booked' at once", async ({
    page,
    request,
    student,
    ownClass,
  }) => {
    const { cls, session } = await ownClass({ class: { maxParticipants: 1 } });
    await startSignedIn(page, student.token);
    await page.goto(`/booking/${session.id}`);
    await expect(page.getByRole('main')).toContainText('1 spot left');

    // Someone else takes the last place.
    const other = await newStudent(request, 'first');
    expect((await authedApi.book(request, other.token, session.id, cls.price)).status()).toBe(201);

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText('Session Fully Booked');
    // The page shows the true state without a reload: no stale '1 spot left', nothing to click.
    await expect(page.getByRole('heading', { level: 1, name: 'Session Fully Booked' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('1 spot left');
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await expect(page).toHaveURL(`/booking/${session.id}`);
    expect(await authedApi.bookings(request, student.token)).toHaveLength(0);
  });

  test('a session the student already holds says so before any click, and links to the booking', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    const { cls, session } = await ownClass();
    const { id } = await hold(request, token, { cls, session });
    await startSignedIn(page, token);
    await page.goto(`/booking/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your place is held' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
      'href',
      `/checkout/${id}`,
    );

    expect((await authedApi.pay(request, token, id)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your booking' })).toHaveAttribute(
      'href',
      `/checkout/${id}`,
    );
  });

  test('a session that has already started says so before any click', async ({
    page,
    student: { token },
    ownClass,
  }) => {
    await page.clock.install();
    const upcoming = (await ownClass()).session;
    await startSignedIn(page, token);
    // The student's clock is past the start: the page does not offer a place it cannot sell.
    await page.clock.setFixedTime(new Date(Date.parse(upcoming.startTime) + 60_000));
    await page.goto(`/booking/${upcoming.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This session has already started' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
  });

  test("a full session says 'Session Fully Booked' and offers no payment", async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    // A one-place class whose place another student has taken.
    const onePlace = await ownClass({ class: { maxParticipants: 1 } });
    await hold(request, (await newStudent(request, 'took-it')).token, onePlace);
    const full = onePlace.session;
    await startSignedIn(page, token);
    await page.goto(`/booking/${full.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Session Fully Booked' })).toBeVisible();
    await expect(page.getByText('This session is no longer available.')).toBeVisible();
    // It says which session is full, above the waitlist it offers.
    const main = page.getByRole('main');
    await expect(main).toContainText(`${onePlace.cls.title} at ${onePlace.cls.studio.name}`);
    await expect(main).toContainText(londonDate(full.startTime));
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See other sessions' })).toHaveAttribute(
      'href',
      `/classes/${full.classId}`,
    );
  });

  for (const id of [MISSING_ID, 'not-a-uuid']) {
    test(`an unknown session (${id}) says 'Session not found'`, async ({ page, request }) => {
      const { token } = await newStudent(request, 'no-session');
      await startSignedIn(page, token);
      await page.goto(`/booking/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Session not found' })).toBeVisible();
    });
  }

  test("a failed fetch says 'Failed to fetch session'", async ({ page, request }) => {
    const { token } = await newStudent(request, 'session-500');
    await page.route('**/api/sessions/*', (route) => route.fulfill({ status: 500, body: '' }));
    await startSignedIn(page, token);
    await page.goto(`/booking/${MISSING_ID}`);
    await expect(page.getByRole('heading', { name: 'Failed to fetch session' })).toBeVisible();
  });
});
