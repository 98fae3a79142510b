import type { Page } from '@playwright/test';
import type { ClassListItem } from '../src/common/schemas/class';
import { api } from './support/api';
import { choose, expectCardTitles, onASlowPhone } from './support/page';
import { expect, test } from './support/test';

// /browse driven by its URL and the paged API (docs/decisions/0024): every filter in the URL, the
// server's first page drawn, Show More by cursor, and Back returning to the same list and place.

const titles = (classes: ClassListItem[]) => classes.map((c) => c.title);
const count = (page: Page) => page.locator('#results-count');
const cards = (page: Page) => page.getByRole('list', { name: 'Classes', exact: true }).locator(':scope > li');
const showMore = (page: Page) => page.getByRole('button', { name: 'Show More Classes' });
const PAGE_SIZE = 12;

function londonDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso));
}

test.describe('browse, paged by the server', () => {
  test('the URL sets search, date, time of day and difficulty', async ({ page, request }) => {
    const query = '?q=flow&timeOfDay=morning&difficulty=All+levels';
    const expected = await api.classes(request, query);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`/browse${query}`);
    await expect(page.getByLabel('Search')).toHaveValue('flow');
    await expect(page.getByRole('combobox', { name: 'Time of Day' }).locator('option:checked')).toHaveText(
      'Morning (before 12:00)',
    );
    await expect(page.getByRole('combobox', { name: 'Difficulty' }).locator('option:checked')).toHaveText(
      'All levels',
    );
    await expect(count(page)).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'class' : 'classes'} found in London`,
    );
    await expectCardTitles(page, titles(expected).slice(0, PAGE_SIZE));
  });

  test('Show More fetches the next page by cursor; the count is the total', async ({ page, request }) => {
    const all = await api.classes(request);
    expect(all.length).toBeGreaterThan(2 * PAGE_SIZE);
    await page.goto('/browse');
    await expect(count(page)).toHaveText(`${all.length} classes found in London`);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const next = page.waitForRequest((req) => new URL(req.url()).searchParams.has('cursor'));
    await showMore(page).click();
    const params = new URL((await next).url()).searchParams;
    expect(params.get('limit')).toBe(String(PAGE_SIZE));
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).nth(PAGE_SIZE).getByRole('link')).toBeFocused();
    await expectCardTitles(page, titles(all).slice(0, 2 * PAGE_SIZE));
  });

  test('Back after Show More restores every card and the scroll position', async ({ page }) => {
    test.slow();
    await page.goto('/browse');
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    const target = cards(page).nth(PAGE_SIZE + 5);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    const title = (await target.getByRole('heading').textContent())?.trim() ?? '';
    await target.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
  });

  test('the hero search passes its date on, and /browse lists that London day', async ({ page, request }) => {
    const [soonest] = await api.classes(request, '?sort=soonest');
    const start = soonest?.upcomingSessions[0]?.startTime;
    if (!start) throw new Error('no upcoming session seeded');
    const day = londonDay(start);
    const expected = await api.classes(request, `?date=${day}`);
    expect(titles(expected)).toContain(soonest?.title);

    await page.goto('/home');
    await page.getByLabel('Date').fill(day);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/browse?date=${day}`);
    await expect(page.getByLabel('Date')).toHaveValue(day);
    await expect(count(page)).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'class' : 'classes'} found in London`,
    );
  });

  test('a location search says where it looked, and ignores "London"', async ({ page, request }) => {
    const shoreditch = await api.classes(request, '?location=Shoreditch');
    expect(shoreditch.length).toBeGreaterThan(0);
    await page.goto('/browse?location=Shoreditch%2C+London');
    await expect(count(page)).toHaveText(
      `${shoreditch.length} ${shoreditch.length === 1 ? 'class' : 'classes'} found in Shoreditch`,
    );
    await page.goto('/browse?location=Manchester');
    await expect(count(page)).toHaveText('0 classes found in Manchester');
  });

  test('Back and Forward move between filtered views', async ({ page, request }) => {
    // Four list loads and two history moves: more than the default budget on a busy machine.
    test.slow();
    const reiki = await api.classes(request, '?serviceType=reiki');
    const soundBath = await api.classes(request, '?serviceType=sound-bath');
    await page.goto('/browse');
    await choose(page, 'Service Type', 'Reiki');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL('/browse?serviceType=reiki');
    await expect(count(page)).toHaveText(`${reiki.length} classes found in London`);
    await page.getByLabel('Search').fill('');
    await choose(page, 'Service Type', 'Sound Bath');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL('/browse?serviceType=sound-bath');
    await expect(count(page)).toHaveText(`${soundBath.length} classes found in London`);
    // The demo has as many sound baths as reiki classes: only the titles tell that the new list is drawn.
    await expectCardTitles(page, titles(soundBath).slice(0, PAGE_SIZE));

    await page.goBack();
    await expect(page).toHaveURL('/browse?serviceType=reiki');
    await expect(page.getByRole('combobox', { name: 'Service Type' }).locator('option:checked')).toHaveText(
      'Reiki',
    );
    await expect(count(page)).toHaveText(`${reiki.length} classes found in London`);
    await expectCardTitles(page, titles(reiki).slice(0, PAGE_SIZE));
    await page.goForward();
    await expect(page).toHaveURL('/browse?serviceType=sound-bath');
    await expect(count(page)).toHaveText(`${soundBath.length} classes found in London`);
    await expectCardTitles(page, titles(soundBath).slice(0, PAGE_SIZE));
    await expect(page.getByRole('combobox', { name: 'Service Type' }).locator('option:checked')).toHaveText(
      'Sound Bath',
    );
  });

  test('Back pressed before an applied view is drawn shows the view it returns to, filters and list', async ({
    page,
    request,
  }) => {
    test.slow();
    const reiki = await api.classes(request, '?serviceType=reiki');
    await page.goto('/browse');
    await choose(page, 'Service Type', 'Reiki');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expectCardTitles(page, titles(reiki).slice(0, PAGE_SIZE));
    // A slow phone: the Sound Bath view is still being drawn (a transition) when Back lands, so Back
    // returns to the location still on screen. The form must then drop the Sound Bath it was showing.
    await onASlowPhone(page, async () => {
      await choose(page, 'Service Type', 'Sound Bath');
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.goBack();
    });
    await expect(page).toHaveURL('/browse?serviceType=reiki');
    await expectCardTitles(page, titles(reiki).slice(0, PAGE_SIZE));
    await expect(page.getByRole('combobox', { name: 'Service Type' }).locator('option:checked')).toHaveText(
      'Reiki',
    );
  });

  test('searching from the filters puts q in the URL', async ({ page, request }) => {
    const expected = await api.classes(request, '?q=meditate');
    expect(expected.some((c) => /meditation/i.test(c.title))).toBe(true);
    await page.goto('/browse');
    await page.getByLabel('Search').fill('meditate');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL('/browse?q=meditate');
    await expect(count(page)).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'class' : 'classes'} found in London`,
    );
  });
});
