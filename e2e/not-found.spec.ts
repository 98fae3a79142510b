import { MISSING_ID } from './support/api';
import { siteNav } from './support/page';
import { expect, test } from './support/test';

test.describe('404 page', () => {
  for (const path of ['/no-such-page', '/classes', '/studios/1/extra', '/home/deeper']) {
    test(`${path} shows the 404 page with the header`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('404')).toBeVisible();
      await expect(siteNav(page)).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Attune');
    });
  }

  for (const path of ['/no-such-page', '/home/deeper', `/classes/${MISSING_ID}`, `/studios/${MISSING_ID}`]) {
    test(`${path} answers HTTP 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    });
  }

  test('known pages still answer 200', async ({ page }) => {
    expect((await page.goto('/home'))?.status()).toBe(200);
    expect((await page.goto('/auth'))?.status()).toBe(200);
  });

  test('offers a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Browse classes' }).first().click();
    await expect(page).toHaveURL('/browse');
  });
});
