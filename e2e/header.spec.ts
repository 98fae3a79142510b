import { signInAs } from './support/accounts';
import { api, MISSING_ID } from './support/api';
import { siteNav } from './support/page';
import { expect, test } from './support/test';

test.describe('site header', () => {
  for (const path of ['/', '/our-story', '/contact']) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(siteNav(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'List Your Studio' })).toHaveCount(0);
    });
  }

  test('is shown, and sticky, on every marketplace page and the 404 page', async ({ page, request }) => {
    const [firstClass] = await api.classes(request);
    const [firstStudio] = await api.studios(request);
    for (const path of [
      '/home',
      '/browse',
      '/studios',
      `/studios/${firstStudio?.id}`,
      `/classes/${firstClass?.id}`,
      `/classes/${MISSING_ID}`,
      '/somewhere-else',
    ]) {
      await page.goto(path);
      await expect(siteNav(page), path).toBeVisible();
    }
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();
  });

  test('signed out: logo, Browse, Studios, About, Sign In and List Your Studio', async ({ page }) => {
    await page.goto('/browse');
    const nav = siteNav(page);
    await expect(nav.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
    await expect(nav.getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/studios');
    // The spec's About has no target; it leads to the story page (issue 69).
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/our-story');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    await page.getByRole('link', { name: 'List Your Studio' }).click();
    await expect(page).toHaveURL('/auth?mode=signup&type=studio');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Studio Owner (Offer Classes)' })).toBeChecked();
    await page.goto('/browse');

    await page.getByRole('link', { name: 'Attune home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the header links lead to their pages', async ({ page }) => {
    await page.goto('/home');
    await siteNav(page).getByRole('link', { name: 'Studios' }).click();
    await expect(page).toHaveURL('/studios');
    await siteNav(page).getByRole('link', { name: 'Browse' }).click();
    await expect(page).toHaveURL('/browse');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('a student sees Dashboard and Sign Out, and no Studio link', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('a studio owner also sees the Studio link, and List Your Studio leads to the dashboard', async ({
    page,
  }) => {
    await signInAs(page, 'studio');
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Studio', exact: true })).toHaveAttribute(
      'href',
      '/studio-dashboard',
    );
    await expect(page.getByRole('link', { name: 'List Your Studio' })).toHaveAttribute(
      'href',
      '/studio-dashboard',
    );
  });

  test('Sign Out forgets the token, tells the server, and shows Sign In again', async ({ page }) => {
    const token = await signInAs(page, 'user');
    await page.goto('/home');
    const logout = page.waitForRequest(
      (req) => req.url().endsWith('/api/auth/logout') && req.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a stored token the server rejects signs the visitor out silently', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('authToken', 'stale-token'));
    const profile = page.waitForRequest('**/api/user/profile');
    await page.goto('/home');
    expect((await profile).headers().authorization).toBe('Bearer stale-token');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
