import { siteNav } from './support/page';
import { expect, test } from './support/test';

// No dead controls (issue 69, item 7): About, the store buttons and the footer's Careers, Press and
// Help centre each lead to a real page, drawn by the server like the story page. Their axe scans are in
// accessibility.spec.ts and accessibility.mobile.spec.ts.

test('About in the header leads to the story page', async ({ page }) => {
  await page.goto('/browse');
  await siteNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/our-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing for Everyone' })).toBeVisible();
});

test('the store buttons lead to adding Attune to the home screen', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: /Get it on Play Store/ }).click();
  await expect(page).toHaveURL('/get-the-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Attune on your phone' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'iPhone and iPad' })).toContainText(
    'Choose Add to Home Screen, then Add.',
  );
  await expect(page.getByRole('region', { name: 'Android' })).toContainText('Tap the menu (three dots).');
  await expect(page).toHaveTitle('Attune on your phone · Attune');
});

for (const { link, path, heading } of [
  { link: 'Careers', path: '/careers', heading: 'Careers' },
  { link: 'Press', path: '/press', heading: 'Press' },
]) {
  test(`the footer's ${link} is a page of its own`, async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

test('the help centre answers cancelling, refunds, passes, waitlists, getting paid and listing a studio', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Topics' });
  for (const topic of [
    'Cancelling a booking',
    'Refunds',
    'Passes and memberships',
    'Waitlists',
    'Getting paid',
    'Listing a studio',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    await expect(topics.getByRole('link', { name: topic })).toBeVisible();
  }
  // The app's own rules, as the booking, waitlist and owner screens keep them.
  await expect(page.getByRole('region', { name: 'Cancelling a booking' })).toContainText(
    '12 hours before the start unless it says otherwise',
  );
  await expect(page.getByRole('region', { name: 'Waitlists' })).toContainText(
    'In the last hour before the start nobody is promoted',
  );
  await expect(page.getByRole('region', { name: 'Getting paid' })).toContainText('no money is paid out');
  await expect(page.getByRole('region', { name: 'Listing a studio' })).toContainText(
    'once one of its classes has a session to book',
  );
  await topics.getByRole('link', { name: 'Waitlists' }).click();
  await expect(page).toHaveURL('/help#waitlists');
  await expect(page.getByRole('heading', { name: 'Waitlists' })).toBeInViewport();
});

test('the new pages arrive drawn by the server, before any script runs', async ({ request }) => {
  for (const [path, heading] of [
    ['/help', 'Help centre'],
    ['/careers', 'Careers'],
    ['/press', 'Press'],
    ['/get-the-app', 'Attune on your phone'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
});
