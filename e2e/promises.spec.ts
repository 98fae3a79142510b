import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../src/common/schemas/product';
import { bearer, newStudent, startSignedIn } from './support/accounts';
import { mailTo } from './support/mail';
import { createOwnClass, type OwnClass, postAs, removeOwnClass } from './support/own-data';
import { expectNoSeriousA11yViolations } from './support/page';
import { expect, test } from './support/test';

// Issue 69: money screens that said one thing and did another. The gift balance /gift-cards promises
// at checkout, a pass booking that costs a credit (not the price), and a delete dialog that says what
// will be lost.

const SHOWN_CODE = /\b([2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3})\b/;

/** A gift card of `amount` pounds bought by the student for themselves and redeemed: their balance. */
async function giveBalance(request: APIRequestContext, token: string, email: string, amount: string) {
  await postAs(request, token, '/api/gift-cards', {
    amount,
    recipientEmail: email,
    recipientName: 'Me',
    method: 'demo',
  });
  const code = SHOWN_CODE.exec(await mailTo(email, SHOWN_CODE))?.[1] as string;
  await postAs(request, token, '/api/user/gift-cards/redeem', { code });
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Promises about money', () => {
  let own: OwnClass;
  test.afterEach(async ({ request }) => {
    if (own) await removeOwnClass(request, own);
  });

  test('checkout pays from the gift balance, and when it covers part, that part and the rest by card', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    own = await createOwnClass(page.request, { startsInHours: [48, 72], class: { price: '22.00' } });
    const rich = await newStudent(page.request, 'balance-rich');
    await giveBalance(page.request, rich.token, rich.account.email, '40');
    await startSignedIn(page, rich.token);
    await page.goto(`/booking/${own.session.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay from gift balance (£40.00)' });
    await expect(pay).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'promises-checkout-balance');
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    const balance = await page.request.get('/api/user/balance', { headers: bearer(rich.token) });
    expect((await balance.json()).balance).toBe('18.00');

    // £10 of a £22.00 class: what is left, said in pounds, and both paid with one click (0127).
    const short = await newStudent(page.request, 'balance-short');
    await giveBalance(page.request, short.token, short.account.email, '10');
    await page.evaluate((token) => localStorage.setItem('authToken', token), short.token);
    await page.goto(`/booking/${own.sessions[1]?.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const part = page.getByTestId('gift-balance-payment');
    await expect(part).toContainText(
      'Your gift balance of £10.00 covers part of this class: £12.00 is left to pay.',
    );
    const split = part.getByRole('button', { name: 'Pay £10.00 from gift balance and £12.00 by card' });
    await expect(split).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'promises-checkout-part');
    // The split's long label wraps on a phone rather than widen the page.
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await split.click();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText('£22.00');
    const left = await page.request.get('/api/user/balance', { headers: bearer(short.token) });
    expect((await left.json()).balance).toBe('0.00');
  });

  test('a booking with a pass costs 1 credit on the booking page and the receipt', async ({ page }) => {
    test.setTimeout(90_000);
    own = await createOwnClass(page.request);
    const pack = await postAs<Product>(
      page.request,
      own.ownerToken,
      `/api/studios/${own.cls.studioId}/products`,
      {
        kind: 'pack',
        name: '10-class pack',
        price: '150.00',
        credits: 10,
        validDays: 90,
      },
    );
    const student = await newStudent(page.request, 'pass-cost');
    await postAs(page.request, student.token, `/api/products/${pack.id}/purchase`, { method: 'demo' });
    await startSignedIn(page, student.token);
    await page.goto(`/booking/${own.session.id}`);
    await expect(page.getByTestId('booking-total')).toHaveText('1 credit');
    await expect(page.getByText('Or by card, without your pass')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'promises-pass-booking');
    await page.getByRole('button', { name: 'Use a pass (10 credits left)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText('1 credit');
    await expect(page.getByText('Paid with your pass')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'promises-pass-receipt');
  });

  test('the delete dialog says what will be lost and offers to cancel the membership first', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    own = await createOwnClass(page.request);
    const make = (data: object) =>
      postAs<Product>(page.request, own.ownerToken, `/api/studios/${own.cls.studioId}/products`, data);
    const pack = await make({
      kind: 'pack',
      name: '5-class pack',
      price: '80.00',
      credits: 5,
      validDays: 60,
    });
    const membership = await make({ kind: 'membership', name: 'Unlimited monthly', price: '120.00' });
    const student = await newStudent(page.request, 'delete-loses');
    for (const product of [pack, membership]) {
      await postAs(page.request, student.token, `/api/products/${product.id}/purchase`, { method: 'demo' });
    }
    await giveBalance(page.request, student.token, student.account.email, '25');
    await startSignedIn(page, student.token);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const loses = dialog.getByTestId('deleting-loses');
    await expect(loses).toContainText('5 credits left on 5-class pack');
    await expect(loses).toContainText('Unlimited monthly, a membership renewing on');
    await expect(loses).toContainText('Your gift balance of £25.00');
    await expect(loses).toContainText('Nothing is refunded when an account is deleted.');
    const cancelFirst = loses.getByRole('button', { name: 'Cancel membership' });
    await expect(cancelFirst).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`promises-delete-dialog-${width}.png`) });
    }
    // The offer is the membership's own cancellation, opened over the delete dialog.
    await cancelFirst.click();
    await expect(page.getByRole('dialog', { name: 'Cancel your membership?' })).toContainText('cooling-off');
  });
});
