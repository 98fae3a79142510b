import { formatPence, toPence } from '../src/common/money';
import { startSignedIn } from './support/accounts';
import { hold } from './support/bookings';
import { dialog } from './support/owner';
import { toast } from './support/page';
import { expect, test } from './support/test';

// Promo codes (issue 30, docs/decisions/0064): an owner makes one on the Pricing tab; a student
// applies it at checkout, sees the lower total, pays it, and finds the discount on the receipt.
test('an owner makes a promo code; a student applies it at checkout, pays less and sees it on the receipt', async ({
  browser,
  page: ownerPage,
  request,
  ownClass,
  student,
}) => {
  // Two people's whole journeys, with screenshots at two widths.
  test.setTimeout(90_000);
  const { ownerToken, cls, session } = await ownClass();
  const studioName = cls.studio.name;
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

  // The owner: a bad code is named under its field before anything is sent, then a good one saves.
  await startSignedIn(ownerPage, ownerToken);
  await ownerPage.goto('/studio-dashboard');
  await ownerPage.getByRole('tab', { name: 'Pricing' }).click();
  const section = ownerPage.getByRole('region', { name: `Promo codes at ${studioName}` });
  await expect(section.getByText('No promo codes yet.')).toBeVisible();
  await section.getByRole('button', { name: `Add promo code at ${studioName}` }).click();
  const form = dialog(ownerPage, `Add a promo code at ${studioName}`);
  await form.getByLabel('Code', { exact: true }).fill('AB');
  await form.getByRole('button', { name: 'Add promo code' }).click();
  await expect(form.getByText('Use 4 to 20 letters, digits or dashes for the code')).toBeVisible();
  await expect(form.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('Max uses (optional)').fill('5');
  await form.getByRole('switch', { name: 'First visits only' }).click();
  await ownerPage.setViewportSize({ width: 1280, height: 900 });
  await ownerPage.screenshot({ path: test.info().outputPath('promo-add-1280.png') });
  await form.getByRole('button', { name: 'Add promo code' }).click();
  await expect(form).toHaveCount(0);
  await expect(toast(ownerPage)).toContainText('Promo code added');
  const card = section.getByTestId('owner-promo-code').filter({ hasText: code });
  await expect(card).toContainText('20% off');
  await expect(card).toContainText('First visits only');
  await expect(card).toContainText('Active');
  await expect(card.getByRole('definition').first()).toHaveText('0 of 5');
  for (const width of [375, 1280]) {
    await ownerPage.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await ownerPage.screenshot({ path: test.info().outputPath(`promo-owner-${width}.png`), fullPage: true });
  }

  // The student: a wrong code is refused under the field in the server's words, then theirs applies.
  const booking = await hold(request, student.token, { cls, session });
  const studentContext = await browser.newContext();
  const page = await studentContext.newPage();
  await startSignedIn(page, student.token);
  await page.goto(`/checkout/${booking.id}`);
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  const price = cls.price;
  const due = formatPence(Math.round(((toPence(price) ?? 0) * 80) / 100));
  const off = formatPence((toPence(price) ?? 0) - (toPence(due) ?? 0));
  await expect(page.getByTestId('checkout-total')).toHaveText(`£${price}`);
  const field = page.getByLabel('Promo code', { exact: true });
  // Apply with nothing typed says what to do (docs/decisions/0125), not "code is required".
  await field.fill('   ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Enter a promo code', { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('This promo code is not valid at this studio.', { exact: false }),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} applied` })).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(page.getByTestId('checkout-total')).toHaveText(`£${due}`);
  await expect(summary.filter({ hasText: `−£${off}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay £${due}` })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`promo-checkout-${width}.png`), fullPage: true });
  }

  // Paying charges the lower total; the receipt shows the price, the code and its discount.
  await page.getByRole('button', { name: `Pay £${due}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
  const receipt = page.locator('[aria-labelledby="receipt-heading"]');
  await expect(page.getByTestId('receipt-total')).toHaveText(`£${due}`);
  await expect(receipt).toContainText(`Promo code ${code}`);
  await expect(receipt).toContainText(`−£${off}`);
  await expect(receipt).toContainText(`£${price}`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`promo-receipt-${width}.png`), fullPage: true });
  }

  await studentContext.close();

  // Back on the owner's tab, the code counts the paid booking as a use.
  await ownerPage.reload();
  await ownerPage.getByRole('tab', { name: 'Pricing' }).click();
  await expect(card.getByRole('definition').first()).toHaveText('1 of 5');
  // Deactivated, it stays in the list, marked inactive.
  await card.getByRole('button', { name: `Deactivate ${code}` }).click();
  await dialog(ownerPage, `Deactivate ${code}?`).getByRole('button', { name: 'Deactivate code' }).click();
  await expect(card).toContainText('Inactive');
  await expect(card.getByRole('button', { name: `Deactivate ${code}` })).toHaveCount(0);
});
