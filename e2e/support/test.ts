import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Public pages arrive drawn by the server and come alive once the browser has hydrated them. A test
 * that clicks before then would click dead HTML, so every navigation waits for the page to be live
 * (the `data-page-ready` mark, src/client/app/page-ready.tsx).
 */
export async function waitForPageReady(page: Page) {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForPageReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForPageReady(page);
      return response;
    };
    await use(page);
  },
});
