import { signInAs } from './support/accounts';
import { expect, test } from './support/test';

test.describe('mobile menu at 375 px', () => {
  test('opens and closes with Browse Classes and Studios', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toHaveCount(0);

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Browse Classes' })).toHaveAttribute('href', '/browse');
    await expect(menu.getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/studios');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveCount(0);

    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('following a link closes the menu', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Browse Classes' })
      .click();
    await expect(page).toHaveURL('/browse');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });

  test('signed in, it adds Dashboard and My Bookings', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  test('the browse filters fold away behind a toggle', async ({ page }) => {
    await page.goto('/browse');
    const filters = page.getByRole('form', { name: 'Filters' });
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(filters).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    // Applying folds them away again and takes focus to the count they changed, in view.
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(filters).toBeHidden();
    const count = page.getByRole('heading', { level: 2, name: /classes? found in London/ });
    await expect(count).toBeFocused();
    await expect(count).toBeInViewport();
  });
});
