import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login, newStudent, startSignedIn } from './support/accounts';
import { api } from './support/api';
import { expect, test } from './support/test';

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Summary' }).getByRole('term').filter({ hasText: label }).locator('+ dd');

test.describe('/studio-dashboard', () => {
  test('signed out, it goes to /auth', async ({ page }) => {
    await page.goto('/studio-dashboard');
    await expect(page).toHaveURL('/auth?redirect=/studio-dashboard');
  });

  test('a student is sent to /auth, which says why', async ({ page, request }) => {
    const { token } = await newStudent(request, 'not-an-owner');
    await startSignedIn(page, token);
    await page.goto('/studio-dashboard');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByText('The studio dashboard is for studio owners.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Studio Dashboard' })).toHaveCount(0);
  });

  for (const owner of [DEMO.studioOwner, DEMO.otherStudioOwner]) {
    test(`${owner} sees only their own studios and those studios' classes, with real stats`, async ({
      page,
      request,
    }) => {
      const { token, user } = await login(request, owner, DEMO_PASSWORD);
      const allStudios = await api.studios(request);
      const mine = allStudios.filter((s) => s.userId === user.id);
      const others = allStudios.filter((s) => s.userId !== user.id);
      const myClasses = (await api.classes(request)).filter((c) => mine.some((s) => s.id === c.studioId));
      expect(mine.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      const asOwner = { headers: { authorization: `Bearer ${token}` } };
      const stats = await (await request.get('/api/owner/stats', asOwner)).json();
      // Every studio of theirs, drafts too (tom's "opening soon" studio has no class yet).
      const own: Array<{ id: string; name: string; isPublic: boolean }> = await (
        await request.get('/api/owner/studios', asOwner)
      ).json();
      expect(
        own
          .filter((s) => s.isPublic)
          .map((s) => s.id)
          .sort(),
      ).toEqual(mine.map((s) => s.id).sort());

      await startSignedIn(page, token);
      await page.goto('/studio-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Studio Dashboard' })).toBeVisible();
      await expect(stat(page, 'Total Studios')).toHaveText(String(own.length));
      await expect(stat(page, 'Active Classes')).toHaveText(
        String(myClasses.filter((c) => c.isActive).length),
      );
      // Grouped in thousands, as priya's 1,105 are.
      await expect(stat(page, 'Total Bookings')).toHaveText(stats.totalBookings.toLocaleString('en-GB'));
      await expect(stat(page, 'Avg. Rating')).toHaveText(Number(stats.avgRating).toFixed(1));

      const studios = page.getByRole('list', { name: 'My studios' });
      await expect(studios.getByRole('heading')).toHaveCount(own.length);
      for (const studio of own) await expect(studios).toContainText(studio.name);
      for (const other of others) await expect(studios).not.toContainText(other.name);

      await page.getByRole('tab', { name: 'Classes' }).click();
      for (const studio of mine) {
        const titles = myClasses.filter((c) => c.studioId === studio.id).map((c) => c.title);
        const list = page.getByRole('list', { name: `Classes at ${studio.name}`, exact: true });
        for (const title of titles) await expect(list).toContainText(title);
      }
    });
  }

  test('Edit, View and Settings open their dialogs and pages; Escape closes a dialog', async ({
    page,
    request,
  }) => {
    const { token, user } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
    const studio = (await api.studios(request)).find((s) => s.userId === user.id);
    if (!studio) throw new Error('the demo owner has a studio');
    await startSignedIn(page, token);
    await page.goto('/studio-dashboard');
    const card = page.getByTestId('owner-studio').filter({ hasText: studio.name });

    const edit = card.getByRole('button', { name: `Edit ${studio.name}` });
    await edit.click();
    const form = page.getByRole('dialog', { name: `Edit ${studio.name}` });
    await expect(form.getByLabel('Studio name')).toHaveValue(studio.name);
    await expect(form.getByLabel('Postcode')).toHaveValue(studio.postcode ?? '');
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(edit).toBeFocused();

    await card.getByRole('button', { name: `Settings for ${studio.name}` }).click();
    const settings = page.getByRole('dialog', { name: `Settings for ${studio.name}` });
    await expect(settings.getByLabel('Cancellation window (hours)')).toHaveValue(/^\d+$/);
    await expect(settings.getByRole('button', { name: `Deactivate ${studio.name}` })).toBeVisible();
    await settings.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add Studio' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Studio' })).toBeVisible();
    await page.keyboard.press('Escape');

    await card.getByRole('link', { name: `View ${studio.name}` }).click();
    await expect(page).toHaveURL(`/studios/${studio.id}`);
  });

  test("a failed fetch says 'Failed to fetch studios'", async ({ page, request }) => {
    const { token } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
    await page.route('**/api/owner/studios', (route) => route.fulfill({ status: 500, body: '' }));
    await startSignedIn(page, token);
    await page.goto('/studio-dashboard');
    await expect(page.getByRole('heading', { name: 'Failed to fetch studios' })).toBeVisible();
  });
});
