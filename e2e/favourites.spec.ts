import { DEMO, DEMO_PASSWORD, login, signInAs, startSignedIn } from './support/accounts';
import { createOwnClass, type OwnClass, removeOwnClass } from './support/own-data';
import { expect, test } from './support/test';

// Favourites and coming back (issue 34): hearts on cards and pages, the dashboard's Saved tab, and
// Book again on a completed booking.

let own: OwnClass;

test.beforeEach(async ({ request }) => {
  own = await createOwnClass(request);
});
test.afterEach(({ request }) => removeOwnClass(request, own));

test('saves a class from its card, finds it under Saved, and unsaves it there', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto(`/studios/${own.cls.studioId}`);
  const classes = page.getByRole('list', { name: `Classes at ${own.cls.studio.name}` });
  const heart = classes.getByRole('button', { name: `Save ${own.cls.title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The studio's own heart is apart from its classes'.
  await expect(page.getByRole('button', { name: `Save ${own.cls.studio.name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.goto('/dashboard?tab=saved');
  const saved = page.getByRole('list', { name: 'Saved classes' });
  await expect(saved.getByRole('heading', { name: own.cls.title })).toBeVisible();
  const savedHeart = saved.getByRole('button', { name: `Save ${own.cls.title}` });
  await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
  await savedHeart.click();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();

  await page.goto(`/classes/${own.cls.id}`);
  await expect(page.getByRole('main').getByRole('button', { name: `Save ${own.cls.title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('signed out, a heart goes to sign-in, which comes back to the page', async ({ page }) => {
  await page.goto(`/classes/${own.cls.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save ${own.cls.title}` })
    .click();
  await expect(page).toHaveURL(`/auth?redirect=/classes/${own.cls.id}`);
});

test('Book again on a completed booking leads to the next session of that class', async ({
  page,
  request,
}) => {
  const { token } = await login(request, DEMO.student, DEMO_PASSWORD);
  await startSignedIn(page, token);
  await page.goto('/dashboard?tab=past');
  const again = page.getByRole('button', { name: /^Book again\W+.+/ }).first();
  const title = ((await again.textContent()) ?? '').replace(/^Book again:\s*/, '');
  expect(title).not.toBe('');
  await again.click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main')).toContainText(title);
});
