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
    test(`${owner} sees only their own studios and those studios' classes`, async ({ page, request }) => {
      const { token, user } = await login(request, owner, DEMO_PASSWORD);
      const allStudios = await api.studios(request);
      const mine = allStudios.filter((s) => s.userId === user.id);
      const others = allStudios.filter((s) => s.userId !== user.id);
      const myClasses = (await api.classes(request)).filter((c) => mine.some((s) => s.id === c.studioId));
      expect(mine.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      const average = (mine.reduce((sum, s) => sum + Number(s.rating), 0) / mine.length).toFixed(1);

      await startSignedIn(page, token);
      await page.goto('/studio-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Studio Dashboard' })).toBeVisible();
      await expect(stat(page, 'Total Studios')).toHaveText(String(mine.length));
      await expect(stat(page, 'Active Classes')).toHaveText(
        String(myClasses.filter((c) => c.isActive).length),
      );
      await expect(stat(page, 'Total Bookings')).toHaveText('0');
      await expect(stat(page, 'Avg. Rating')).toHaveText(average);

      const studios = page.getByRole('list', { name: 'My studios' });
      await expect(studios.getByRole('heading')).toHaveText(mine.map((s) => s.name));
      for (const other of others) await expect(studios).not.toContainText(other.name);

      await page.getByRole('tab', { name: 'Classes' }).click();
      await expect(page.getByRole('list', { name: 'Classes' }).getByRole('heading')).toHaveText(
        myClasses.map((c) => c.title),
      );

      await page.getByRole('tab', { name: 'Bookings' }).click();
      await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    });
  }

  test('Add Studio, Add Class, Edit, View, Schedule and settings are there and do nothing', async ({
    page,
    request,
  }) => {
    const { token } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
    await startSignedIn(page, token);
    await page.goto('/studio-dashboard');
    const firstStudio = page.getByTestId('owner-studio').first();
    const buttons = [
      page.getByRole('button', { name: 'Add Studio' }),
      firstStudio.getByRole('button', { name: 'Edit', exact: true }),
      firstStudio.getByRole('button', { name: 'View', exact: true }),
      firstStudio.getByRole('button', { name: /^Settings for / }),
    ];
    for (const button of buttons) {
      await button.click();
      await expect(page).toHaveURL('/studio-dashboard');
    }
    await page.getByRole('tab', { name: 'Classes' }).click();
    const firstClass = page.getByTestId('owner-class').first();
    for (const button of [
      page.getByRole('button', { name: 'Add Class' }),
      firstClass.getByRole('button', { name: 'Edit', exact: true }),
      firstClass.getByRole('button', { name: 'Schedule' }),
    ]) {
      await button.click();
      await expect(page).toHaveURL('/studio-dashboard');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a failed fetch says 'Failed to fetch studios'", async ({ page, request }) => {
    const { token } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
    await page.route('**/api/studios', (route) => route.fulfill({ status: 500, body: '' }));
    await startSignedIn(page, token);
    await page.goto('/studio-dashboard');
    await expect(page.getByRole('heading', { name: 'Failed to fetch studios' })).toBeVisible();
  });
});
