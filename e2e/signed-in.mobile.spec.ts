import { startSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations, sidewaysOverflow } from './support/page';
import { openScreen, SIGNED_IN_SCREENS } from './support/signed-in-screens';
import { expect, test } from './support/test';

test.describe('signed-in screens at 375 px', () => {
  for (const screen of SIGNED_IN_SCREENS) {
    test(`${screen.name}: accessible and never scrolls sideways`, async ({ page, request }) => {
      await openScreen(page, request, screen);
      await expectNoSeriousA11yViolations(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('signed in, the menu leads to Dashboard and My Bookings', async ({ page, student: { token } }) => {
    await startSignedIn(page, token);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});
