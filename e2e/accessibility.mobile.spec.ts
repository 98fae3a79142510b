import { api } from './support/api';
import { expectNoSeriousA11yViolations, sidewaysOverflow, waitForStableScreen } from './support/page';
import { expect, test } from './support/test';

test.describe('accessibility at 375 px', () => {
  for (const path of ['/', '/home', '/browse', '/contact', '/privacy', '/terms', '/help', '/get-the-app']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  // Plain HTML, not the application (no data-page-ready mark): a page of its own.
  test('booking widget', async ({ context, request }) => {
    const [studio] = await api.studios(request);
    const widget = await context.newPage();
    await widget.goto(`/embed/studios/${studio?.id}`);
    await expect(widget.getByRole('heading', { level: 1, name: studio?.name })).toBeVisible();
    await expectNoSeriousA11yViolations(widget);
    expect(await sidewaysOverflow(widget)).toBeLessThanOrEqual(0);
  });

  test('open mobile menu', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of [
      '/',
      '/our-story',
      '/contact',
      '/home',
      '/browse',
      '/studios',
      '/privacy',
      '/terms',
      '/help',
      '/careers',
      '/press',
      '/get-the-app',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await waitForStableScreen(page);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
