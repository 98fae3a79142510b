import { startSignedIn } from './support/accounts';
import { FOUR_SINGLE_PLACES, studentWithEveryPlace } from './support/own-places';
import { expectNoSeriousA11yViolations } from './support/page';
import { openScreen, SIGNED_IN_SCREENS } from './support/signed-in-screens';
import { expect, test } from './support/test';

test.describe('accessibility (axe) of the signed-in screens: no serious or critical violations', () => {
  for (const screen of SIGNED_IN_SCREENS) {
    test(screen.name, async ({ page, request }) => {
      await openScreen(page, request, screen);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the class page with the student's own places, and their place in line", async ({
    page,
    request,
    ownClass,
  }) => {
    const own = await ownClass(FOUR_SINGLE_PLACES);
    const { me, sessions } = await studentWithEveryPlace(request, own);
    await startSignedIn(page, me.token);
    await page.goto(`/classes/${own.cls.id}`);
    await expect(page.getByRole('link', { name: 'On the waitlist, #2' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/booking/${sessions.full.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "You're #2 on the waitlist" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('auth with a failed sign-in showing', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByLabel('Password').fill('whatever-it-is');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toContainText('Login Failed');
    await expectNoSeriousA11yViolations(page);
  });
});
