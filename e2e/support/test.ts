import { test as base, type Page } from '@playwright/test';
import { newStudent } from './accounts';
import { type ClassPlan, createOwnClass, type OwnClass, removeOwnClass } from './own-data';

export { expect } from '@playwright/test';

/**
 * Public pages arrive drawn by the server and come alive once the browser has hydrated them. A test
 * that clicks before then would click dead HTML, so every navigation waits for the page to be live
 * (the `data-page-ready` mark, src/client/app/page-ready.tsx).
 */
export async function waitForPageReady(page: Page) {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
}

/**
 * Each test's own data, made through the real API when the test asks for it (and only then): nothing
 * is shared between tests, so none depends on which others ran before it, beside it or on this server
 * already. The seeded catalogue and demo accounts stay for tests that only look at them.
 */
interface OwnData {
  /** A new student, signed up and signed in through the API (the page is not signed in: startSignedIn). */
  student: Awaited<ReturnType<typeof newStudent>>;
  /**
   * Makes a class of this test alone, with its own owner, studio and sessions (see createOwnClass); it
   * leaves the catalogue when the test ends.
   */
  ownClass: (plan?: ClassPlan) => Promise<OwnClass>;
}

export const test = base.extend<OwnData>({
  student: async ({ request }, use) => {
    await use(await newStudent(request, 'student'));
  },
  ownClass: async ({ request }, use) => {
    const made: OwnClass[] = [];
    await use(async (plan) => {
      const own = await createOwnClass(request, plan);
      made.push(own);
      return own;
    });
    for (const own of made) await removeOwnClass(request, own);
  },

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
