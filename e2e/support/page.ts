import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs `steps` with the page's CPU slowed `rate` times, as on a slow phone: a navigation the steps start
 * is then still being drawn (a transition) when the next step lands.
 */
export async function onASlowPhone(page: Page, steps: () => Promise<void>, rate = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await steps();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** Picks an option in one of our selects, found by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  await expect(page.getByRole('combobox', { name: label }).locator('option:checked')).toHaveText(option);
}

/** The titles of the class cards in the list with this accessible name, in order. */
export async function cardTitles(page: Page, listName = 'Classes') {
  const list = page.getByRole('list', { name: listName, exact: true });
  await expect(list).toBeVisible();
  return list.locator(':scope > li').getByRole('heading').allInnerTexts();
}

/**
 * Expects the card titles of a list, in order, waiting for them: after a search, a filter or Back the
 * list on screen may still be the previous answer for a moment, so a one-off read can race it.
 */
export async function expectCardTitles(page: Page, titles: string[], listName = 'Classes') {
  const list = page.getByRole('list', { name: listName, exact: true });
  await expect(list.locator(':scope > li').getByRole('heading')).toHaveText(titles);
}

/** On /browse, presses "Show More Classes" until every result is drawn. */
export async function showAllClasses(page: Page) {
  const list = page.getByRole('list', { name: 'Classes', exact: true });
  await expect(list).toBeVisible();
  const cards = list.locator(':scope > li');
  const more = page.getByRole('button', { name: 'Show More Classes' });
  // Each click fetches the next page by its cursor: wait for it to be drawn before looking again.
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(before);
  }
}

/** The site header: the one with the main navigation (the header-less pages have only a logo bar). */
export function siteNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * How far the page is wider than the viewport it was given (0 or less: no sideways scrolling).
 * Measured against the viewport's set width, not window.innerWidth: a mobile browser widens its layout
 * viewport to fit content that overflows, so innerWidth grows with the fault and hides it.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('the page has no fixed viewport');
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
}

// Structure rules that matter whatever axe's impact rating: headings in order, one h1, one main.
const STRUCTURE_RULES = ['heading-order', 'page-has-heading-one', 'landmark-one-main', 'region'];

/**
 * Waits until the screen has settled into what a person would read: nothing marked busy, no loading
 * skeleton, the web fonts in. This names the state axe must scan instead of waiting for the network to
 * fall idle, which the notification bell's polling delays or never allows.
 */
export async function waitForStableScreen(page: Page) {
  await expect(page.locator('[aria-busy="true"], .animate-pulse[aria-hidden="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function expectNoSeriousA11yViolations(page: Page) {
  await waitForStableScreen(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** The toast on screen (one at a time). */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

/**
 * Serves the page the way the browser draws it on its own: the bare application shell, as when the
 * server could not render it. Tests that stage the API's answers (a failure, an empty list, a slow
 * reply) need the browser itself to ask for the page's data, not find it in the server's HTML.
 */
export async function drawInBrowser(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // /auth is never server-rendered: its HTML is the plain shell every page starts from.
      const shell = await route.fetch({ url: new URL('/auth', route.request().url()).href });
      await route.fulfill({ response: shell });
    },
  );
}
