import { startSignedIn } from './support/accounts';
import { FOUR_SINGLE_PLACES, studentWithEveryPlace } from './support/own-places';
import { expect, test } from './support/test';

// The class page knows the signed-in student (issue 34): each session shows their own place instead
// of "Book Now", and the waitlist page gives their place in line.

test.describe('the class page knows you', () => {
  test('a booked, a held and a waitlisted session each say so, and lead on', async ({
    page,
    request,
    ownClass,
  }) => {
    // Four sessions, three students and their places are made first: more than one page's worth of work.
    test.slow();
    const own = await ownClass(FOUR_SINGLE_PLACES);
    const { cls } = own;
    const { me, paid, pending, sessions } = await studentWithEveryPlace(request, own);
    const { full } = sessions;

    await startSignedIn(page, me.token);
    await page.goto(`/classes/${cls.id}`);
    const rows = page.getByTestId('session');
    const [bookedRow, heldRow, fullRow, openRow] = [rows.nth(0), rows.nth(1), rows.nth(2), rows.nth(3)];

    await expect(bookedRow.getByRole('link', { name: "You're booked" })).toHaveAttribute(
      'href',
      `/checkout/${paid.id}`,
    );
    await expect(bookedRow.getByRole('link', { name: 'Book Now' })).toHaveCount(0);

    // A live countdown to the hold's end, in mm:ss.
    const pay = heldRow.getByRole('link', { name: /^Pay to keep your place \(\d{2}:\d{2}\)$/ });
    await expect(pay).toHaveAttribute('href', `/checkout/${pending.id}`);
    const first = await pay.textContent();
    await expect(pay).not.toHaveText(first ?? '');
    const [mm = 0, ss = 0] = (/\((\d{2}):(\d{2})\)/.exec((await pay.textContent()) ?? '') ?? [])
      .slice(1)
      .map(Number);
    const left = mm * 60 + ss;
    const untilHoldEnds = Math.ceil((Date.parse(pending.holdExpiresAt ?? '') - Date.now()) / 1000);
    expect(Math.abs(left - untilHoldEnds)).toBeLessThanOrEqual(3);

    await expect(fullRow.getByRole('link', { name: 'On the waitlist, #2' })).toHaveAttribute(
      'href',
      `/booking/${full.id}`,
    );
    await expect(fullRow.getByRole('link', { name: 'Join waitlist' })).toHaveCount(0);
    await expect(openRow.getByRole('link', { name: 'Book Now' })).toBeVisible();

    // The held place leads to its payment.
    await pay.click();
    await expect(page).toHaveURL(`/checkout/${pending.id}`);
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();

    // The waitlisted one leads to the place in line, without the "no longer available" headline.
    await page.goto(`/classes/${cls.id}`);
    await fullRow.getByRole('link', { name: 'On the waitlist, #2' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're #2 on the waitlist" })).toBeVisible();
    await expect(page).toHaveTitle(/You're #2 on the waitlist/);
    await expect(page.getByText('This session is no longer available.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Session Fully Booked' })).toHaveCount(0);
    await expect(page.getByText('We tell you by e-mail and in the app')).toBeVisible();

    // Leaving the line brings back the spec's screen, with the way to join again.
    await page.getByRole('button', { name: 'Leave waitlist' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Session Fully Booked' })).toBeVisible();
    await expect(page.getByText('This session is no longer available.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
  });

  test("a visitor who is signed out sees the spec's buttons and asks nothing private", async ({
    page,
    ownClass,
  }) => {
    const { cls } = await ownClass();
    const privateReads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/user/')) privateReads.push(req.url());
    });
    await page.goto(`/classes/${cls.id}`);
    await expect(page.getByTestId('session').getByRole('link', { name: 'Book Now' })).toBeVisible();
    expect(privateReads).toEqual([]);
  });
});
