import { expectNoSeriousA11yViolations, toast } from './support/page';
import { openScreen, SIGNED_IN_SCREENS } from './support/signed-in-screens';
import { expect, test } from './support/test';

test.describe('accessibility (axe) of the signed-in screens: no serious or critical violations', () => {
  for (const screen of SIGNED_IN_SCREENS) {
    test(screen.name, async ({ page, request }) => {
      await openScreen(page, request, screen);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('auth with a toast showing', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByLabel('Password').fill('whatever-it-is');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expectNoSeriousA11yViolations(page);
  });
});
