import type { Page } from '@playwright/test';
import type { ClassListItem } from '../src/common/schemas/class';
import { api } from './support/api';
import { cardTitles, choose, drawInBrowser, expectCardTitles, showAllClasses } from './support/page';
import { expect, test } from './support/test';

const titles = (classes: ClassListItem[]) => classes.map((c) => c.title);
const count = (page: Page) => page.locator('#results-count');
const cards = (page: Page) => page.getByRole('list', { name: 'Classes', exact: true }).locator(':scope > li');
const showMore = (page: Page) => page.getByRole('button', { name: 'Show More Classes' });

/** The page draws this many cards, then this many more per "Show More Classes". */
const PAGE_SIZE = 12;

/** The titles of every result, in order. */
async function allCardTitles(page: Page) {
  await showAllClasses(page);
  return cardTitles(page);
}

/** Waits for the page's own /api/classes call and returns its query parameters. */
function nextClassesQuery(page: Page) {
  return page
    .waitForRequest((req) => new URL(req.url()).pathname === '/api/classes')
    .then((req) => Object.fromEntries(new URL(req.url()).searchParams));
}

/** Any /api/classes request, with or without a query. */
const classesApi = (url: URL) => url.pathname === '/api/classes';

test.describe('browse /browse', () => {
  test('lists every class in the recommended order with the count', async ({ page, request }) => {
    const all = await api.classes(request);
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse All Classes' })).toBeVisible();
    await expect(count(page)).toHaveText(`${all.length} classes found in London`);
    expect(await allCardTitles(page)).toEqual(titles(all));
  });

  test('draws a dozen cards at a time, and focus moves to the first new one', async ({ page, request }) => {
    const all = await api.classes(request);
    expect(all.length).toBeGreaterThan(2 * PAGE_SIZE);
    await page.goto('/browse');
    await expect(count(page)).toHaveText(`${all.length} classes found in London`);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByText(`Showing ${PAGE_SIZE} of ${all.length} classes`)).toBeVisible();

    await showMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).nth(PAGE_SIZE).getByRole('link')).toBeFocused();
    await expect(page.getByText(`Showing ${2 * PAGE_SIZE} of ${all.length} classes`)).toBeVisible();

    await showAllClasses(page);
    await expect(cards(page)).toHaveCount(all.length);
    await expect(showMore(page)).toHaveCount(0);
    await expect(page.getByText(/^Showing \d+ of/)).toHaveCount(0);
    await expectCardTitles(page, titles(all));

    // A new order is a new list: it starts again from its first dozen.
    await choose(page, 'Sort by', 'Rating');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test('the card a keyboard user reaches shows a focus ring that is not cut off', async ({ page }) => {
    await page.goto('/browse');
    const link = cards(page).first().getByRole('link');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    // The ring is the card's own outline: one drawn by the stretched link was clipped by the card.
    const card = cards(page).first().locator('article');
    await expect(card).toHaveCSS('outline-style', 'solid');
    await expect(card).toHaveCSS('outline-width', '2px');
  });

  test('shows 8 skeletons, the size of the cards, while loading', async ({ page }) => {
    await drawInBrowser(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(classesApi, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/browse');
    const skeletons = page.getByTestId('class-card-skeleton');
    await expect(skeletons).toHaveCount(8);
    const skeletonBox = await skeletons.first().boundingBox();
    release();
    const firstCard = page.getByRole('list', { name: 'Classes', exact: true }).locator(':scope > li').first();
    await expect(firstCard).toBeVisible();
    await expect(skeletons).toHaveCount(0);
    const cardBox = await firstCard.boundingBox();
    // No layout shift: the card takes the skeleton's place and size.
    expect(cardBox?.x).toBeCloseTo(skeletonBox?.x ?? -1, 0);
    expect(cardBox?.y).toBeCloseTo(skeletonBox?.y ?? -1, 0);
    expect(cardBox?.width).toBeCloseTo(skeletonBox?.width ?? -1, 0);
    expect(Math.abs((cardBox?.height ?? 0) - (skeletonBox?.height ?? 0))).toBeLessThanOrEqual(2);
  });

  test('the URL initialises service type, format and location', async ({ page, request }) => {
    const expected = await api.classes(
      request,
      '?serviceType=yoga&deliveryMethod=in-person&location=Shoreditch',
    );
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/browse?serviceType=yoga&deliveryMethod=in-person&location=Shoreditch');
    await expect(page.getByRole('combobox', { name: 'Service Type' }).locator('option:checked')).toHaveText(
      'Yoga',
    );
    await expect(page.getByRole('combobox', { name: 'Format' }).locator('option:checked')).toHaveText(
      'In-person',
    );
    await expect(page.getByLabel('Location')).toHaveValue('Shoreditch');
    await expect(count(page)).toHaveText(`${expected.length} classes found in Shoreditch`);
    expect(await allCardTitles(page)).toEqual(titles(expected));
  });

  test('Service Type filters on Apply Filters, and the URL follows', async ({ page, request }) => {
    const reiki = await api.classes(request, '?serviceType=reiki');
    await page.goto('/browse');
    await expect(count(page)).toContainText('classes found');
    await choose(page, 'Service Type', 'Reiki');
    // Nothing changes until the filters are applied.
    await expect(page).toHaveURL('/browse');
    const query = nextClassesQuery(page);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(await query).toEqual({ serviceType: 'reiki', limit: '12' });
    await expect(page).toHaveURL('/browse?serviceType=reiki');
    // As for Format below: the filtered list is drawn after the URL changes.
    await expect(count(page)).toHaveText(`${reiki.length} classes found in London`);
    expect(await allCardTitles(page)).toEqual(titles(reiki));
    expect(reiki.every((c) => c.serviceType === 'reiki')).toBe(true);
    // Applying the same view again adds no history entry: one Back returns to the unfiltered list.
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.goBack();
    await expect(page).toHaveURL('/browse');
  });

  test('Format keeps only online classes', async ({ page, request }) => {
    const online = await api.classes(request, '?deliveryMethod=online');
    await page.goto('/browse');
    await choose(page, 'Format', 'Online');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL('/browse?deliveryMethod=online');
    // The URL changes before the filtered list is drawn: until then the whole list's Show More can
    // be seen, and vanish under the click. Wait for the filtered count first.
    await expect(count(page)).toHaveText(`${online.length} classes found in London`);
    expect(await allCardTitles(page)).toEqual(titles(online));
    await expect(
      page.getByRole('list', { name: 'Classes', exact: true }).getByText('Online Class'),
    ).toHaveCount(online.length);
  });

  const bands = [
    { option: '£0 – £20', priceMin: '0', priceMax: '20', ok: (p: number) => p <= 20 },
    { option: '£20 – £50', priceMin: '20', priceMax: '50', ok: (p: number) => p >= 20 && p <= 50 },
    // 50+ is sent as priceMin 50 with the 1000 "no maximum" sentinel.
    { option: '£50+', priceMin: '50', priceMax: '1000', ok: (p: number) => p >= 50 },
  ];
  for (const band of bands) {
    test(`Price Range ${band.option} asks for priceMin ${band.priceMin} and priceMax ${band.priceMax}`, async ({
      page,
      request,
    }) => {
      const expected = await api.classes(request, `?priceMin=${band.priceMin}&priceMax=${band.priceMax}`);
      expect(expected.every((c) => band.ok(Number(c.price)))).toBe(true);
      await page.goto('/browse');
      await choose(page, 'Price Range', band.option);
      const query = nextClassesQuery(page);
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      expect(await query).toEqual({ priceMin: band.priceMin, priceMax: band.priceMax, limit: '12' });
      await expect(count(page)).toHaveText(`${expected.length} classes found in London`);
      expect(await allCardTitles(page)).toEqual(titles(expected));
    });
  }

  test('Availability asks the server for classes with a session that has spots', async ({
    page,
    request,
  }) => {
    const withSpots = await api.classes(request, '?availability=has-spots');
    expect(withSpots.every((c) => c.upcomingSessions.some((s) => s.availableSpots > 0))).toBe(true);
    await page.goto('/browse');
    for (const [option, value] of [
      ['Available to book', 'available'],
      ['Has spots left', 'has-spots'],
    ] as const) {
      await choose(page, 'Availability', option);
      const query = nextClassesQuery(page);
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      expect(await query).toMatchObject({ availability: value });
      await expect(page).toHaveURL(`/browse?availability=${value}`);
      await expect(count(page)).toHaveText(`${withSpots.length} classes found in London`);
    }
  });

  const sorts = [
    { option: 'Price: low to high', param: 'price-asc' },
    { option: 'Price: high to low', param: 'price-desc' },
    { option: 'Rating', param: 'rating' },
    { option: 'Soonest', param: 'soonest' },
  ];
  for (const sort of sorts) {
    test(`sorts by ${sort.option} on the server`, async ({ page, request }) => {
      const expected = await api.classes(request, `?sort=${sort.param}`);
      await page.goto('/browse');
      await expect(count(page)).toContainText('classes found');
      const query = nextClassesQuery(page);
      await choose(page, 'Sort by', sort.option);
      expect(await query).toMatchObject({ sort: sort.param });
      await expect(page).toHaveURL(`/browse?sort=${sort.param}`);
      expect(await allCardTitles(page)).toEqual(titles(expected));
    });
  }

  test('sorting back to Recommended restores the API order', async ({ page, request }) => {
    const all = await api.classes(request);
    await page.goto('/browse?sort=price-desc');
    await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText(
      'Price: high to low',
    );
    await choose(page, 'Sort by', 'Recommended');
    expect(await allCardTitles(page)).toEqual(titles(all));
  });

  test('a closed Sort by picks an option from the keyboard, by its first letter', async ({ page }) => {
    await page.goto('/browse');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    // The browser picks the option at once; the page follows it once its code has loaded: retry until then.
    await expect(async () => {
      await page.keyboard.press('r');
      await expect(page).toHaveURL('/browse?sort=rating', { timeout: 500 });
    }).toPass();
    await expect(sort.locator('option:checked')).toHaveText('Rating');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('no match shows the empty state', async ({ page, request }) => {
    expect(
      await api.classes(request, '?serviceType=reiki&deliveryMethod=online&priceMin=50&priceMax=1000'),
    ).toEqual([]);
    await page.goto('/browse?serviceType=reiki&deliveryMethod=online');
    await choose(page, 'Price Range', '£50+');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByRole('heading', { name: 'No classes found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
    await expect(count(page)).toHaveText('0 classes found in London');
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL('/browse');
    await expect(page.getByRole('heading', { name: 'No classes found' })).toHaveCount(0);
  });

  test('the server draws the filtered list: the HTML lists the classes with no script at all', async ({
    browser,
    baseURL,
    request,
  }) => {
    const yoga = await api.classes(request, '?serviceType=yoga');
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/browse?serviceType=yoga');
      await expect(page).toHaveTitle('Browse All Classes · Attune');
      await expect(count(page)).toHaveText(`${yoga.length} classes found in London`);
      await expectCardTitles(page, titles(yoga).slice(0, PAGE_SIZE));
    } finally {
      await context.close();
    }
  });

  test("drawn by the browser, the URL's filters go to the API", async ({ page }) => {
    await drawInBrowser(page);
    const query = nextClassesQuery(page);
    await page.goto('/browse?serviceType=yoga&deliveryMethod=in-person&location=Shoreditch');
    expect(await query).toEqual({
      serviceType: 'yoga',
      deliveryMethod: 'in-person',
      location: 'Shoreditch',
      limit: '12',
    });
  });

  test('a failed fetch says Failed to fetch classes', async ({ page }) => {
    await drawInBrowser(page);
    await page.route(classesApi, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/browse');
    await expect(page.getByText('Failed to fetch classes')).toBeVisible();
  });

  test('class cards show £ prices, availability and the next session date', async ({ page, request }) => {
    const all = await api.classes(request, '?deliveryMethod=in-person');
    await page.goto('/browse?deliveryMethod=in-person');
    await showAllClasses(page);
    const drawn = cards(page);
    await expect(drawn).toHaveCount(all.length);
    for (const [i, cls] of all.slice(0, 6).entries()) {
      const card = drawn.nth(i);
      await expect(card).toContainText(`£${cls.price}`);
      // The next session with places decides; 'Fully booked' only when none has any.
      const next = cls.upcomingSessions.find((s) => s.availableSpots > 0);
      const spots = next?.availableSpots ?? 0;
      const label =
        cls.upcomingSessions.length === 0
          ? 'No upcoming sessions'
          : spots === 0
            ? 'Fully booked'
            : spots <= 3
              ? `${spots} spot${spots === 1 ? '' : 's'} left`
              : 'Available';
      await expect(card).toContainText(label);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/classes/${cls.id}`);
    }
  });
});
