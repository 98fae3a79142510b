import { newStudent, startSignedIn } from './support/accounts';
import { hold } from './support/bookings';
import { sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';

// On a phone the booking summary comes first and is long: Pay must still be on the first screen
// (issue 34), on a small phone too.
test.use({ viewport: { width: 375, height: 667 } });

test.describe('checkout on a phone', () => {
  test('Pay is in view without scrolling, and pays', async ({ page, request, ownClass }) => {
    const { cls, session } = await ownClass();
    const { token } = await newStudent(request, 'pay-in-view');
    const booking = await hold(request, token, { cls, session });
    await startSignedIn(page, token);
    await page.goto(`/checkout/${booking.id}`);

    const pay = page.getByRole('button', { name: `Pay £${cls.price}` });
    await expect(pay).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await pay.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await sidewaysOverflow(page)).toBe(0);

    // At the end of the page the footer scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await pay.boundingBox();
    if (!footer || !bar) throw new Error('footer and Pay are on the page');
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);

    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
  });
});
