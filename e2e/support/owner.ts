import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Not a common password, and long enough for the stricter policy. */
export const OWNER_PASSWORD = 'calm-lotus-4821';

/**
 * A real PNG to upload: a screenshot of part of the page the test is on. The server checks the
 * content, not the name, so the fixture must be an actual image.
 */
export async function pngFixture(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  return { name: 'studio-front.png', mimeType: 'image/png', buffer };
}

/** The open dialog with this title. */
export function dialog(page: Page, title: string | RegExp) {
  return page.getByRole('dialog', { name: title });
}

/** Chooses Yoga and fills the required fields in the Add Studio dialog. */
export async function fillStudioForm(
  page: Page,
  studio: { name: string; address: string; postcode: string },
) {
  const form = dialog(page, 'Add Studio');
  // First: an inline error appearing when a field loses focus moves the fields below it.
  await form.getByRole('checkbox', { name: 'Yoga' }).check();
  await expect(form.getByRole('checkbox', { name: 'Yoga' })).toBeChecked();
  await form.getByLabel('Studio name').fill(studio.name);
  await form.getByLabel('Address').fill(studio.address);
  await form.getByLabel('Postcode').fill(studio.postcode);
}
