import { newStudent, startSignedIn } from './support/accounts';
import { hold, paidBooking } from './support/bookings';
import { sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';

// On a phone the class page's sessions come after its details: a bar at the bottom of the screen
// carries the next session with a place and its Book button (issue 34).

test.describe('the class page on a phone', () => {
  test('a sticky bar books the next session with a place, and steps aside for the session list', async ({
    page,
    request,
    ownClass,
  }) => {
    const { cls, sessions } = await ownClass({ class: { maxParticipants: 1 }, startsInHours: [30, 54] });
    const [first, second] = sessions;
    // The first session is full: the bar offers the next one with a place.
    const { token } = await newStudent(request, 'bar-full');
    if (!first || !second) throw new Error('two sessions were asked for');
    await paidBooking(request, token, { cls, session: first });
    await page.goto(`/classes/${cls.id}`);
    const bar = page.getByRole('region', { name: 'Book the next session' });
    await expect(bar).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('class-bar-375.png') });
    await expect(bar.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/booking/${second.id}`);

    // With the sessions themselves on screen, the bar would only cover them.
    await page.getByRole('heading', { name: 'Upcoming sessions' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    // A visitor who is signed out books through sign-in, which comes back to that session.
    await bar.getByRole('link', { name: 'Book' }).click();
    await expect(page).toHaveURL(`/auth?redirect=/booking/${second.id}`);
  });

  test('no bar when no session has a place', async ({ page, request, ownClass }) => {
    const { cls, session } = await ownClass({ class: { maxParticipants: 1 } });
    const { token } = await newStudent(request, 'bar-none');
    await paidBooking(request, token, { cls, session });
    await page.goto(`/classes/${cls.id}`);
    await expect(page.getByRole('heading', { level: 1, name: cls.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Book the next session' })).toHaveCount(0);
  });
});

test.describe('the class page on a phone, signed in', () => {
  test('the bar never offers a session the student has booked or holds, and their places fit the screen', async ({
    page,
    request,
    ownClass,
  }) => {
    const { cls, sessions } = await ownClass({ startsInHours: [30, 54, 78] });
    const [first, second, third] = sessions;
    if (!first || !second || !third) throw new Error('three sessions were asked for');
    const { token } = await newStudent(request, 'bar-booked');
    await paidBooking(request, token, { cls, session: first });
    await hold(request, token, { cls, session: second });
    await startSignedIn(page, token);
    await page.goto(`/classes/${cls.id}`);
    await expect(page.getByRole('link', { name: /^Pay to keep your place/ })).toBeAttached();
    expect(await sidewaysOverflow(page)).toBe(0);
    const bar = page.getByRole('region', { name: 'Book the next session' });
    await expect(bar.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/booking/${third.id}`);
  });
});
