import { readFile } from 'node:fs/promises';
import type { Booking } from '../src/common/schemas/booking';
import type { ReviewPage } from '../src/common/schemas/review';
import { authedApi, DEMO, DEMO_PASSWORD, login, newStudent, startSignedIn } from './support/accounts';
import { londonDate } from './support/api';
import { paidBooking } from './support/bookings';
import { toast } from './support/page';
import { expect, test } from './support/test';

/** "Sat 5 Dec 2026, 06:30 (London time)", computed here independently of the client's formatter. */
function londonDeadline(iso: string): string {
  const [date = '', time = ''] = londonDate(iso).split(', ');
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(
    new Date(iso),
  );
  return `${date} ${year}, ${time} (London time)`;
}

test.describe('cancelling a booking', () => {
  test('a student books, pays, cancels in the window and sees the full refund', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    // Two days away, well before the studio's 12-hour free-cancellation deadline.
    const { cls, session } = await ownClass({ startsInHours: [48] });
    await startSignedIn(page, token);

    await page.goto(`/booking/${session.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
    const [booking] = await authedApi.bookings(request, token);
    if (!booking) throw new Error('the booking was not made');
    const deadline = londonDeadline(booking.cancellationDeadline);
    // The deadline shows at checkout.
    await expect(page.getByRole('main')).toContainText(`Free cancellation until ${deadline}`);

    // After payment the confirmation offers Add to calendar (and Google and Outlook) and the deadline.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page)).toContainText('Your booking has been confirmed! (Demo mode)');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    const google = new URL(
      (await main.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')) ?? '',
    );
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    await expect(main.getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute(
      'href',
      /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
    );
    await expect(main).toContainText(`Free cancellation until ${deadline}`);
    await main.getByRole('link', { name: 'Go to my bookings' }).click();
    await expect(page).toHaveURL(`/dashboard?booking=${booking.id}`);

    // The dashboard card carries the deadline; Cancel opens a dialog that says which outcome applies.
    const card = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    await expect(card).toContainText(`Free cancellation until ${deadline}`);
    await expect(card.getByRole('link', { name: 'Add to Google Calendar' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Add to Outlook' })).toBeVisible();
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

    // The booking has moved under Past, listed apart from the classes taken as a cancelled booking,
    // with its outcome; the place is free again.
    await expect(page.getByRole('heading', { name: 'No upcoming classes' })).toBeVisible();
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByRole('list', { name: 'Past bookings' }).getByTestId('booking')).toHaveCount(0);
    const past = page.getByRole('list', { name: 'Cancelled bookings' }).getByTestId('booking');
    await expect(past).toContainText('Cancelled');
    await expect(past).toContainText('Cancelled in time: full refund');
    await expect(past.getByRole('button')).toHaveCount(0);
    expect((await authedApi.session(request, token, session.id)).availableSpots).toBe(session.availableSpots);
  });

  test('after the deadline the dialog says the cancellation is late and gets no refund', async ({
    page,
    request,
    student: { token },
    ownClass,
  }) => {
    const booking = await paidBooking(request, token, await ownClass({ startsInHours: [48] }));
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
    await expect(dialog).toContainText(
      `Free cancellation ended ${londonDeadline(booking.cancellationDeadline)}`,
    );
    await expect(dialog).not.toContainText('Free cancellation until');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    expect((await authedApi.bookings(request, token))[0]?.status).toBe('confirmed');
  });
});

test.describe('the waitlist', () => {
  test('a student joins the waitlist of a full session and is promoted when a booking is cancelled', async ({
    page,
    request,
    ownClass,
  }) => {
    // A session with one place, starting well after the last hour in which no one is promoted.
    const { cls, session } = await ownClass({ class: { maxParticipants: 1 }, startsInHours: [48] });
    const filler = await newStudent(request, 'last-place');
    const fillerBooking = (await (
      await authedApi.book(request, filler.token, session.id, cls.price)
    ).json()) as Booking;

    // The class page offers the waitlist beside the disabled 'Fully Booked'.
    const waiter = await newStudent(request, 'waiter');
    await startSignedIn(page, waiter.token);
    await page.goto(`/classes/${cls.id}`);
    const row = page.getByTestId('session').filter({ hasText: londonDate(session.startTime) });
    await expect(row.getByRole('button', { name: 'Fully Booked' })).toBeDisabled();
    await row.getByRole('link', { name: 'Join waitlist' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Session Fully Booked' })).toBeVisible();
    await expect(page.getByText('This session is no longer available.')).toBeVisible();
    // A welcome, not a rejection (issue 69): where they would stand, what happens then, and joining
    // as the main action, before the way back to other sessions.
    await expect(page.getByTestId('waitlist-offer')).toHaveText(
      "You can still get a place: join the waitlist and you'd be #1 in line.",
    );
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    const join = page.getByRole('button', { name: 'Join waitlist' });
    // The primary button's solid fill; the way back is the quieter secondary one.
    const primaryFill = /(^|\s)bg-sage(\s|$)/;
    await expect(join).toHaveClass(primaryFill);
    await expect(page.getByRole('link', { name: 'See other sessions' })).not.toHaveClass(primaryFill);
    await join.click();
    // In line, the page gives the place and what happens next instead of "no longer available",
    // and says it aloud.
    await expect(toast(page)).toContainText("You're #1 on the waitlist");
    await expect(page.getByRole('heading', { level: 1, name: "You're #1 on the waitlist" })).toBeVisible();
    await expect(page.getByText('This session is no longer available.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();

    // The class page counts the people waiting, and knows this student is the one.
    await page.goto(`/classes/${cls.id}`);
    await expect(row).toContainText('1 waiting');
    await expect(row.getByRole('link', { name: 'On the waitlist, #1' })).toBeVisible();

    // The dashboard's Waitlist section shows the live place in line.
    await page.goto('/dashboard');
    const entry = page.getByRole('list', { name: 'Waitlist' }).getByTestId('waitlist-entry');
    await expect(entry).toContainText(cls.title);
    await expect(entry).toContainText('1st in line');
    await expect(page.getByRole('heading', { name: 'No upcoming classes' })).toBeVisible();

    // The other student cancels: the place goes to the first in line, as a confirmed booking.
    expect((await authedApi.cancel(request, filler.token, fillerBooking.id)).status()).toBe(200);
    await page.reload();
    const card = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    await expect(card).toContainText(cls.title);
    await expect(card).toContainText('Confirmed');
    await expect(card).toContainText('From the waitlist');
    await expect(entry).toContainText('Promoted: booked');
    const [promoted] = await authedApi.bookings(request, waiter.token);
    expect(promoted).toMatchObject({
      status: 'confirmed',
      promotedFromWaitlist: true,
      amountPaid: cls.price,
    });
    // The session is full again, and no one is waiting.
    expect((await authedApi.session(request, waiter.token, session.id)).availableSpots).toBe(0);
  });
});

test.describe('reviews', () => {
  test("a completed booking is reviewed by keyboard and the studio's rating changes on its public page", async ({
    page,
    request,
  }) => {
    // The demo student's completed class is the one booking in the seed that can be reviewed (the API
    // schedules no session in the past). Any earlier run's review of it is withdrawn first.
    const { token } = await login(request, DEMO.student, DEMO_PASSWORD);
    const completed = (await authedApi.bookings(request, token)).find((b) => b.status === 'completed');
    if (!completed) throw new Error('the demo student has no completed booking');
    const headers = { authorization: `Bearer ${token}` };
    if (completed.review) await request.delete(`/api/reviews/${completed.review.id}`, { headers });
    const studio = completed.session.class.studio;
    /** Every published review of the studio, page by page, with the summary the API states. */
    const allReviews = async () => {
      const pages: ReviewPage[] = [];
      let cursor = '';
      do {
        const res = await request.get(
          `/api/studios/${studio.id}/reviews?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        );
        pages.push((await res.json()) as ReviewPage);
        cursor = pages.at(-1)?.nextCursor ?? '';
      } while (cursor);
      return { summary: pages[0]?.summary, ratings: pages.flatMap((p) => p.reviews.map((r) => r.rating)) };
    };
    const before = await allReviews();

    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Past' }).click();
    const card = page
      .getByRole('list', { name: 'Past bookings' })
      .getByTestId('booking')
      .filter({ hasText: 'Completed' });
    await card.getByRole('button', { name: 'Write Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    // Posting without stars says what to do, in the form's words.
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();

    // The stars are a radio group: focus the first, arrow along to the fourth.
    await dialog.getByRole('radio', { name: /^1 star/ }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    const comment = 'Unhurried and kind. The teacher learnt every name.';
    await dialog.getByLabel('Comment (optional)').fill(comment);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Edit review' })).toBeVisible();

    // The studio's rating is now the exact mean of all its reviews, this one included (2 decimals).
    const { summary: after, ratings } = await allReviews();
    if (!after) throw new Error('no review summary');
    expect(ratings).toHaveLength(before.ratings.length + 1);
    expect(after).toEqual({
      rating: (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(2),
      reviewCount: ratings.length,
    });
    expect(after).not.toEqual(before.summary);

    await page.goto(`/studios/${studio.id}`);
    const header = page.getByRole('main').locator('header');
    await expect(header).toContainText(`${Number(after.rating).toFixed(1)}out of 5`);
    await expect(header).toContainText(
      `(${after.reviewCount} ${after.reviewCount === 1 ? 'review' : 'reviews'})`,
    );
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByTestId('rating-explained')).toContainText(
      `The mean of all ${after.reviewCount} review`,
    );
    await expect(reviews.getByTestId('rating-explained')).toContainText(
      'we never hide or reorder reviews by rating',
    );
    const newest = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await expect(newest).toContainText('Maya P.');
    await expect(newest).toContainText(comment);
    await expect(newest).toContainText(completed.session.class.title);
    await expect(newest.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(newest).not.toContainText('Patel');
  });
});

test.describe('calendars', () => {
  test("Add to calendar downloads the booking's .ics; the Profile tab makes, copies and resets a feed", async ({
    page,
    context,
    request,
    student: { token },
    ownClass,
  }) => {
    const { cls, session } = await ownClass({ startsInHours: [48] });
    const booking = await paidBooking(request, token, { cls, session });
    await startSignedIn(page, token);
    await page.goto('/dashboard');

    const card = page.getByRole('list', { name: 'Upcoming bookings' }).getByTestId('booking');
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(cls.title);
    expect(ics).toContain(booking.id);

    // The personal feed: shown once when made, copied, and revoked by reset.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('tab', { name: 'Profile' }).click();
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Create feed link' }).click();
    const link = feed.getByLabel('Your feed link');
    await expect(link).toHaveValue(/\/api\/calendar\/.+\.ics$/);
    const first = await link.inputValue();
    await feed.getByRole('button', { name: 'Copy' }).click();
    await expect(feed.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    const subscribed = await request.get(new URL(first).pathname);
    expect(subscribed.status()).toBe(200);
    expect(await subscribed.text()).toContain(cls.title);

    await feed.getByRole('button', { name: 'Reset link' }).click();
    await expect(link).not.toHaveValue(first);
    expect((await request.get(new URL(first).pathname)).status()).toBe(404);
    expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
  });
});
