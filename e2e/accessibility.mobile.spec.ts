import { expectNoSeriousA11yViolations } from './support/page';
import { expect, test } from './support/test';

test.describe('accessibility at 375 px', () => {
  for (const path of ['/', '/home', '/browse', '/contact']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('open mobile menu', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/our-story', '/contact', '/home', '/browse', '/studios', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
