import type { Page } from '@playwright/test';
import type { Product } from '../src/common/schemas/product';
import { newStudent } from './support/accounts';
import { createOwnClass, type OwnClass, postAs, removeOwnClass } from './support/own-data';
import { expectNoSeriousA11yViolations, sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';

/** The studio's offers, made by its owner through the API the Pricing tab uses. */
async function sell(page: Page, own: OwnClass) {
  const make = (data: object) =>
    postAs<Product>(page.request, own.ownerToken, `/api/studios/${own.cls.studioId}/products`, data);
  return {
    pack: await make({ kind: 'pack', name: '5-class pack', price: '80.00', credits: 5, validDays: 60 }),
    membership: await make({ kind: 'membership', name: 'Unlimited monthly', price: '120.00' }),
  };
}

/**
 * One calendar month from today in London, on the same day, clamped to the month's length: "Sat 26
 * Dec 2026". Worked out here on its own, so the page's date is checked, not repeated.
 */
function firstRenewalText(): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(new Date());
  const [year, month, day] = [
    part({ year: 'numeric' }),
    part({ month: 'numeric' }),
    part({ day: 'numeric' }),
  ].map(Number);
  const lastDay = new Date(Date.UTC(year as number, (month as number) + 1, 0)).getUTCDate();
  const renewal = new Date(Date.UTC(year as number, month as number, Math.min(day as number, lastDay), 12));
  const f = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(renewal);
  return `${f({ weekday: 'short' })} ${f({ day: 'numeric' })} ${f({ month: 'short' })} ${f({ year: 'numeric' })}`;
}

const passCard = (page: Page, name: string) => page.getByTestId('pass').filter({ hasText: name });

test.describe('Passes and memberships', () => {
  let own: OwnClass;
  test.afterEach(async ({ request }) => {
    if (own) await removeOwnClass(request, own);
  });

  test('buy a pack, book with it skipping checkout, cancel in time and get the credit back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    own = await createOwnClass(page.request);
    await sell(page, own);
    const student = await newStudent(page.request, 'pass-pack');
    const studioPath = `/studios/${own.cls.studioId}`;

    // Signed out, Buy leads to the sign-in, which comes back here.
    await page.goto(studioPath);
    const passes = page.getByRole('region', { name: 'Passes & memberships' });
    await expect(passes.getByRole('heading', { name: '5-class pack' })).toBeVisible();
    await expect(passes.getByText('valid 60 days')).toBeVisible();
    await expect(passes.getByText('£120.00 per month')).toBeVisible();
    await expect(passes.getByRole('link', { name: 'Buy 5-class pack' })).toHaveAttribute(
      'href',
      `/auth?redirect=${studioPath}`,
    );

    await page.evaluate((token) => localStorage.setItem('authToken', token), student.token);
    await page.reload();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('passes-studio-1280.png'), fullPage: true });
    await passes.getByRole('button', { name: 'Buy 5-class pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy 5-class pack' });
    await dialog.getByRole('button', { name: 'Pay £80.00' }).click();
    await expect(page.getByRole('dialog', { name: "You're all set" }).getByRole('status')).toContainText(
      '5 classes, valid until',
    );
    await expect(page.getByRole('link', { name: 'See My passes' })).toBeFocused();

    // Book with it: no checkout, straight to the confirmation.
    await page.goto(`/booking/${own.session.id}`);
    const usePass = page.getByRole('button', { name: 'Use a pass (5 credits left)' });
    await expect(usePass).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('passes-booking-1280.png'), fullPage: true });
    await usePass.click();
    await expect(page).toHaveURL(/\/checkout\//);
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByText('One credit of your pass')).toBeVisible();

    await page.goto('/dashboard?tab=passes');
    await expect(passCard(page, '5-class pack')).toContainText('4 of 5 credits left');

    // Cancel in time: the credit comes back.
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const booking = page.getByTestId('booking').filter({ hasText: own.cls.title });
    await booking.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(cancel).toContainText('Free cancellation: credit returned');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking cancelled' })).toContainText('Credit returned');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('tab', { name: 'Passes' }).click();
    await expect(passCard(page, '5-class pack')).toContainText('5 of 5 credits left');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('passes-dashboard-1280.png'), fullPage: true });
  });

  test('buy a membership after its key information, then cancel it in the cooling-off period', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    own = await createOwnClass(page.request);
    await sell(page, own);
    const student = await newStudent(page.request, 'pass-member');
    await page.goto(`/studios/${own.cls.studioId}`);
    await page.evaluate((token) => localStorage.setItem('authToken', token), student.token);
    await page.reload();

    await page.getByRole('button', { name: 'Buy Unlimited monthly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Unlimited monthly' });
    const terms = dialog.getByRole('region', { name: 'Key information before you subscribe' });
    await expect(terms).toContainText('£120.00 per month');
    await expect(terms).toContainText(firstRenewalText());
    await expect(terms).toContainText('Cancel any time in one click from your dashboard.');
    await expect(terms).toContainText('Cancel within 14 days of buying for a refund');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('passes-membership-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: test.info().outputPath('passes-membership-375.png') });
    await dialog.getByRole('button', { name: 'Pay £120.00' }).click();
    await page.getByRole('link', { name: 'See My passes' }).click();

    await expect(page).toHaveURL('/dashboard?tab=passes');
    const card = passCard(page, 'Unlimited monthly');
    await expect(card).toContainText('Unlimited classes');
    await expect(card).toContainText(`Renews on ${firstRenewalText()}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('passes-dashboard-375.png'), fullPage: true });

    await card.getByRole('button', { name: 'Cancel membership' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await expect(cancel).toContainText('cooling-off period: it ends now');
    await cancel.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Membership cancelled' }).getByRole('status'),
    ).toContainText('Refund due: £120.00');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: 'Ended' }).getByTestId('pass')).toContainText('Cancelled');

    await page.goto(`/studios/${own.cls.studioId}`);
    const passes = page.getByRole('region', { name: 'Passes & memberships' });
    await expect(passes.getByRole('button', { name: 'Buy 5-class pack' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await passes.screenshot({ path: test.info().outputPath('passes-studio-375.png') });
  });
});
