import type { Product } from '../src/common/schemas/product';
import { bearer, startSignedIn } from './support/accounts';
import { postAs } from './support/own-data';
import { dialog } from './support/owner';
import { toast } from './support/page';
import { expect, test } from './support/test';

// The owner's Pricing tab (issue 29): create a pack and a membership, change a price, archive one;
// students are offered only what is still on sale.
test('an owner sells a class pack and a membership, changes a price, and archives one', async ({
  page,
  request,
  ownClass,
  student,
}) => {
  // A whole journey of dialogs (four products, an edit, an archive): 20 s on a quiet machine.
  test.setTimeout(60_000);
  const { ownerToken, cls } = await ownClass();
  const studioName = cls.studio.name;
  await startSignedIn(page, ownerToken);
  await page.goto('/studio-dashboard');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  const studio = page.getByRole('region', { name: studioName });
  await expect(studio.getByText('Nothing on sale yet.')).toBeVisible();

  // A class pack: a bad price is named under its field before anything is sent.
  await studio.getByRole('button', { name: `Add product at ${studioName}` }).click();
  let form = dialog(page, `Add a product at ${studioName}`);
  await form.getByLabel('Name').fill('10-class pack');
  await form.getByLabel('Price (£)').fill('-5');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(
    form.getByText('Enter a price from 0.00 to 5000.00 in pounds and pence, for example 12.00'),
  ).toBeVisible();
  await expect(form.getByLabel('Price (£)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Price (£)').fill('90');
  await form.getByLabel('Classes').fill('10');
  await form.getByLabel('Valid for (days)').fill('90');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form).toHaveCount(0);
  const pack = studio.getByTestId('owner-product').filter({ hasText: '10-class pack' });
  await expect(pack).toContainText('10 classes, valid 90 days');
  await expect(pack).toContainText('£90.00');

  // A membership, unlimited by default: no days to fill in.
  await studio.getByRole('button', { name: `Add product at ${studioName}` }).click();
  form = dialog(page, `Add a product at ${studioName}`);
  await form.getByLabel('Kind').selectOption('Membership');
  await expect(form.getByLabel('Valid for (days)')).toHaveCount(0);
  await expect(form.getByRole('switch', { name: 'Unlimited classes' })).toBeChecked();
  await form.getByLabel('Name').fill('Monthly unlimited');
  await form.getByLabel('Price per month (£)').fill('99');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form).toHaveCount(0);
  const membership = studio.getByTestId('owner-product').filter({ hasText: 'Monthly unlimited' });
  await expect(membership).toContainText('Unlimited classes, renews monthly');
  await expect(membership).toContainText('£99.00 / month');

  // A student buys the pack: the tab counts it once read again.
  const products = await (await request.get(`/api/studios/${cls.studioId}/products`)).json();
  const packId = (products as Product[]).find((p) => p.name === '10-class pack')?.id;
  await postAs(request, student.token, `/api/products/${packId}/purchase`, { method: 'demo' });
  await page.reload();
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(pack.getByRole('definition').nth(1)).toHaveText('1');

  // A new price: a refusal the server names is shown under that field, then a good one saves.
  await pack.getByRole('button', { name: 'Edit 10-class pack' }).click();
  form = dialog(page, 'Edit 10-class pack');
  await expect(form.getByText('A new price applies to new purchases only').first()).toBeVisible();
  await page.route(
    '**/api/products/*',
    (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'price must be at most 5000.00', code: 'VALIDATION' }),
          })
        : route.fallback(),
    { times: 1 },
  );
  await form.getByLabel('Price (£)').fill('95');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('price must be at most 5000.00')).toBeVisible();
  await expect(form.getByLabel('Price (£)')).toBeFocused();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(toast(page)).toContainText('Product updated');
  await expect(pack).toContainText('£95.00');

  // Archive the membership, asked first: it stays listed as archived, and is no longer sold.
  await membership.getByRole('button', { name: 'Archive Monthly unlimited' }).click();
  const confirm = dialog(page, 'Archive Monthly unlimited?');
  await expect(confirm).toContainText('Nobody holds an active pass of it.');
  await confirm.getByRole('button', { name: 'Archive product' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(membership).toContainText('Archived');
  await expect(membership.getByRole('button', { name: 'Archive Monthly unlimited' })).toHaveCount(0);

  const onSale = await request.get(`/api/studios/${cls.studioId}/products`, {
    headers: bearer(student.token),
  });
  expect(((await onSale.json()) as Product[]).map((p) => [p.name, p.price])).toEqual([
    ['10-class pack', '95.00'],
  ]);
});
