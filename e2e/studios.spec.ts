import type { Studio } from '../src/common/schemas/studio';
import { api, MISSING_ID } from './support/api';
import { cardTitles, drawInBrowser, expectCardTitles, onASlowPhone } from './support/page';
import { expect, test } from './support/test';

function find(studios: Studio[], test: (s: Studio) => boolean): Studio {
  const studio = studios.find(test);
  if (!studio) throw new Error('the seed has no such studio');
  return studio;
}

test.describe('studios', () => {
  test('/studios lists the studio cards from the API, a page at a time', async ({ page, request }) => {
    const studios = await api.studios(request);
    await page.goto('/studios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const more = page.getByRole('button', { name: 'Show More Studios' });
    while (await more.isVisible()) {
      const before = (await cardTitles(page, 'Studios')).length;
      await more.click();
      await expect(page.getByRole('list', { name: 'Studios' }).locator(':scope > li')).not.toHaveCount(
        before,
      );
    }
    await expectCardTitles(
      page,
      studios.map((s) => s.name),
      'Studios',
    );
  });

  test('/studios searches by name, and the search lives in the URL', async ({ page, request }) => {
    const yoga = await api.studios(request, '?q=yoga');
    expect(yoga.length).toBeGreaterThan(0);
    await page.goto('/studios');
    await page.getByLabel('Search studios').fill('yoga');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/studios?q=yoga');
    await expectCardTitles(page, yoga.map((s) => s.name).slice(0, 12), 'Studios');
    await page.goBack();
    await expect(page).toHaveURL('/studios');
    await expect(page.getByLabel('Search studios')).toHaveValue('');
  });

  test('Back pressed before a searched view is drawn shows the search it returns to', async ({
    page,
    request,
  }) => {
    test.slow();
    const yoga = await api.studios(request, '?q=yoga');
    await page.goto('/studios?q=yoga');
    await expectCardTitles(page, yoga.map((s) => s.name).slice(0, 12), 'Studios');
    await page.getByLabel('Search studios').fill('sound');
    // A slow phone: the new search is still being drawn (a transition) when Back lands on ?q=yoga.
    await onASlowPhone(page, async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await page.goBack();
    });
    await expect(page).toHaveURL('/studios?q=yoga');
    await expectCardTitles(page, yoga.map((s) => s.name).slice(0, 12), 'Studios');
    await expect(page.getByLabel('Search studios')).toHaveValue('yoga');
  });

  test("/studios with none says 'No studios found'", async ({ page }) => {
    await drawInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/studios',
      (route) => route.fulfill({ json: [] }),
    );
    await page.goto('/studios');
    await expect(page.getByRole('heading', { name: 'No studios found' })).toBeVisible();
  });

  test('/studios failing says Failed to fetch studios', async ({ page }) => {
    await drawInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/studios',
      (route) => route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await page.goto('/studios');
    await expect(page.getByText('Failed to fetch studios')).toBeVisible();
  });

  test('a studio page shows the seeded studio, its amenities and its classes', async ({ page, request }) => {
    const summary = find(await api.studios(request), (s) => !!s.phone && !!s.website && !!s.imageUrl);
    const studio = await api.studio(request, summary.id);
    await page.goto('/studios');
    await page.getByRole('link', { name: studio.name }).click();
    await expect(page).toHaveURL(`/studios/${studio.id}`);

    await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(`${studio.address}, ${studio.city} ${studio.postcode}`);
    await expect(main).toContainText(Number(studio.rating).toFixed(1));
    await expect(main).toContainText(`(${studio.reviewCount} reviews)`);
    await expect(main).toContainText(studio.description ?? '');
    await expect(page.getByRole('img', { name: `Artwork for ${studio.name}` })).toHaveAttribute(
      'src',
      studio.imageUrl ?? '',
    );
    // Real links: a phone can dial the number, and the website opens.
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      `tel:${studio.phone?.replace(/[^\d+]/g, '')}`,
    );
    await expect(page.getByRole('link', { name: /^Call / })).toContainText(studio.phone ?? '');
    await expect(page.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', studio.website ?? '');
    for (const amenity of studio.amenities) await expect(main).toContainText(amenity);
    await expectCardTitles(
      page,
      studio.classes.map((c) => c.title),
      `Classes at ${studio.name}`,
    );
  });

  test('Call and Website appear only when the studio has them', async ({ page, request }) => {
    const studios = await api.studios(request);
    const websiteOnly = find(studios, (s) => !s.phone && !!s.website);
    await page.goto(`/studios/${websiteOnly.id}`);
    await expect(page.getByRole('heading', { level: 1, name: websiteOnly.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Website/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);

    const neither = find(studios, (s) => !s.phone && !s.website);
    await page.goto(`/studios/${neither.id}`);
    await expect(page.getByRole('heading', { level: 1, name: neither.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Website/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
  });

  test('a studio without an image gets studio artwork of its own, the same on every visit', async ({
    page,
    request,
  }) => {
    const studio = find(await api.studios(request), (s) => !s.imageUrl);
    await page.goto(`/studios/${studio.id}`);
    const art = page.getByRole('img', { name: `Artwork for ${studio.name}` });
    await expect(art).toHaveAttribute('src', /^\/images\/defaults\/studio-\d\.svg$/);
    const src = await art.getAttribute('src');
    await page.reload();
    await expect(art).toHaveAttribute('src', src ?? '');
    // Drawn once it has arrived: an image still loading is not yet complete, so wait for that state.
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('a studio with no classes says so', async ({ page, request }) => {
    await drawInBrowser(page);
    const [studio] = await api.studios(request);
    await page.route(`**/api/studios/${studio?.id}`, async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({ json: { ...body, classes: [] } });
    });
    await page.goto(`/studios/${studio?.id}`);
    await expect(page.getByText('No classes available at this studio yet.')).toBeVisible();
  });

  for (const id of [MISSING_ID, 'nope']) {
    test(`an unknown studio (${id}) shows 'Studio not found'`, async ({ page }) => {
      await page.goto(`/studios/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Studio not found' })).toBeVisible();
    });
  }
});
