import { api } from './support/api';
import { choose, drawInBrowser, expectCardTitles } from './support/page';
import { expect, test } from './support/test';

test.describe('home /home', () => {
  test('hero search defaults: London, UK, a date picker and all services', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const search = page.getByRole('search', { name: 'Find a class' });
    await expect(search.getByLabel('Location')).toHaveValue('London, UK');
    await expect(search.getByLabel('Date')).toHaveAttribute('type', 'date');
    await expect(search.getByRole('combobox', { name: 'Service type' }).locator('option:checked')).toHaveText(
      'All services',
    );
  });

  test('Search with the defaults goes to /browse with no parameters', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('Search passes serviceType, location and the date', async ({ page }) => {
    await page.goto('/home');
    await page.getByLabel('Location').fill('Shoreditch');
    await page.getByLabel('Date').fill('2030-06-01');
    await choose(page, 'Service type', 'Sound Bath');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/browse?serviceType=sound-bath&location=Shoreditch&date=2030-06-01');
  });

  test('Search leaves out "all" and the default location', async ({ page }) => {
    await page.goto('/home');
    await choose(page, 'Service type', 'Yoga');
    await choose(page, 'Service type', 'All services');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/browse$/);

    await page.goto('/home');
    await choose(page, 'Service type', 'Mental Health');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/browse?serviceType=mental-health');
  });

  test('four category tiles with their counts lead to /browse?serviceType=…', async ({ page }) => {
    await page.goto('/home');
    const tiles = [
      ['Yoga', '150+ classes', 'yoga'],
      ['Mental Health', '85+ classes', 'mental-health'],
      ['Reiki', '60+ sessions', 'reiki'],
      ['Sound Bath', '45+ sessions', 'sound-bath'],
    ] as const;
    for (const [name, count, type] of tiles) {
      const tile = page.getByRole('link', { name: new RegExp(`^${name}.*${count.replace('+', '\\+')}`) });
      await expect(tile).toHaveAttribute('href', `/browse?serviceType=${type}`);
    }
    await page.getByRole('link', { name: /^Reiki/ }).click();
    await expect(page).toHaveURL('/browse?serviceType=reiki');
  });

  test('features the first three classes and studios from the API', async ({ page, request }) => {
    const classes = await api.classes(request);
    const studios = await api.studios(request);
    await page.goto('/home');
    await expectCardTitles(
      page,
      classes.slice(0, 3).map((c) => c.title),
      'Featured classes',
    );
    await expectCardTitles(
      page,
      studios.slice(0, 3).map((s) => s.name),
      'Featured studios',
    );
    const first = classes[0];
    if (!first) throw new Error('no seeded classes');
    await expect(
      page.getByRole('list', { name: 'Featured classes' }).getByRole('listitem').first(),
    ).toContainText(`£${first.price}`);
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL('/browse');
  });

  test('shows the app block, its store buttons leading to the home-screen page, and a footer', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /Play Store/ })).toHaveAttribute('href', '/get-the-app');
    await page.getByRole('link', { name: /App Store/ }).click();
    await expect(page).toHaveURL('/get-the-app');
    await expect(page.getByRole('contentinfo')).toContainText('Made with care in London');
  });

  test('a failed fetch shows the spec error texts', async ({ page }) => {
    await drawInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/classes',
      (route) => route.fulfill({ status: 500, json: { message: 'down' } }),
    );
    await page.route(
      (url) => url.pathname === '/api/studios',
      (route) => route.fulfill({ status: 500, json: { message: 'down' } }),
    );
    await page.goto('/home');
    await expect(page.getByText('Failed to fetch classes')).toBeVisible();
    await expect(page.getByText('Failed to fetch studios')).toBeVisible();
  });
});
