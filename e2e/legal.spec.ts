import { newStudent, startSignedIn } from './support/accounts';
import { expect, test } from './support/test';

const color = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).color);

test.describe('privacy notice and terms', () => {
  test('the footer links to both, each in the link colour', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    const support = footer.getByRole('navigation', { name: 'Support' });
    // Gift cards has a page of its own now (e2e/gift-cards.spec.ts follows that link).
    await expect(footer.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift-cards');
    // Every entry leads somewhere now (e2e/company-pages.spec.ts follows Careers, Press and Help centre).
    const link = support.getByRole('link', { name: 'Privacy' });
    expect(await color(link)).toBe(await color(support.getByRole('link', { name: 'Help centre' })));

    await link.click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy notice · Attune');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  });

  test('the privacy notice says what is kept, why and for how long, and where to export or delete it', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Your rights, and how to use them' }).click();
    await expect(page).toHaveURL('/privacy#your-rights');
    await expect(page.getByRole('heading', { name: /Your rights, and how to use them/ })).toBeInViewport();
    for (const record of ['Your account', 'Your bookings', 'Reviews', 'Signed-in devices']) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: record, exact: true }) });
      await expect(card.getByRole('term')).toHaveText(['What', 'Why', 'How long']);
    }
    await expect(page.getByText('A device is signed out after 14 days without use')).toBeVisible();
    await expect(page.getByText(/Download my data gives you every record/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the Profile tab' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
  });

  test('the Profile tab link opens the dashboard on the Profile tab', async ({ page, request }) => {
    const { token } = await newStudent(request, 'privacy-profile');
    await startSignedIn(page, token);
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Open the Profile tab' }).click();
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  });

  test('the terms cover demo payment, cancellation windows, reviews and conduct', async ({ page }) => {
    await page.goto('/terms');
    for (const heading of ['Booking and paying', 'Cancelling', 'Reviews', 'Looking after each other']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText('Payment is a demo.')).toBeVisible();
    await expect(page.getByText('Cancel before the deadline and you get a full refund.')).toBeVisible();
  });

  test('sign-up links to both, in a new tab so nothing typed is lost', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill('keep-me@example.com');
    const terms = form.getByRole('link', { name: /terms of use/ });
    await expect(terms).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
    await expect(tab).toHaveURL('/terms');
    await expect(tab.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await tab.close();
    await expect(form.getByLabel('Email')).toHaveValue('keep-me@example.com');
    await expect(form.getByRole('link', { name: /privacy notice/ })).toHaveAttribute('href', '/privacy');
  });

  test('screenshots at 1280 and 375 px', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of ['/privacy', '/terms']) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const name = `${path.slice(1)}-${width}.png`;
        await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
      }
    }
  });
});
