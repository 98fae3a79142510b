import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { startSignedIn } from './accounts';
import type { OwnClass } from './own-data';

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

/**
 * Signs in as the owner of a test's own class, opens the studio dashboard and its studio's Edit form:
 * the form's dialog.
 */
export async function openOwnStudioForm(page: Page, own: OwnClass) {
  const studioName = own.cls.studio.name;
  await startSignedIn(page, own.ownerToken);
  await page.goto('/studio-dashboard');
  const card = page.getByTestId('owner-studio').filter({ hasText: studioName });
  await card.getByRole('button', { name: `Edit ${studioName}` }).click();
  return dialog(page, `Edit ${studioName}`);
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
