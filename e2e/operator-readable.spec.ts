import type { Page } from '@playwright/test';
import type { PublicReview } from '../src/common/schemas/review';
import type { Studio } from '../src/common/schemas/studio';
import { bearer, DEMO_PASSWORD, login, newAccount, register, startSignedIn } from './support/accounts';
import { api } from './support/api';
import { paidBooking } from './support/bookings';
import { mailTo } from './support/mail';
import { postAs } from './support/own-data';
import { expectNoSeriousA11yViolations, sidewaysOverflow, toast } from './support/page';
import { expect, test } from './support/test';

// Issue 69, item 13: the operator console is readable. Reports show who wrote and who reported a
// review, with their notes, and can be dismissed leaving the review up; the audit log reads as
// sentences with the raw change one click away; a person's page shows their passes and gift balance;
// a refused refund says what to do. Screenshots of each at 1280 and 375 px go to the test's output.

/** The seeded demo operator (README): Sam Reid. */
const OPERATOR = 'sam@attune.london';
const OPERATOR_NAME = 'Sam Reid';
const SHOWN_CODE = /\b([2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3})\b/;

async function openConsole(page: Page, tab: string) {
  const { token } = await login(page.request, OPERATOR, DEMO_PASSWORD);
  await startSignedIn(page, token);
  await page.goto('/operator');
  await page.getByRole('tab', { name: tab }).click();
  return token;
}

/** A screenshot at 1280 px and at 375 px (with nothing wider than the phone), into the test's output. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new student with this first name, signed up through the API, and their token. */
async function person(page: Page, label: string, firstName: string, lastName: string) {
  const account = newAccount(label, { firstName, lastName });
  await register(page.request, account);
  const { token } = await login(page.request, account.email, account.password);
  return { account, token, name: `${firstName} ${lastName}` };
}

test('reports show who wrote and who reported the review, and are dismissed leaving it up; the log says so', async ({
  page,
}) => {
  // Axe scans of the console run inside: scans are given the scans' budget (docs/decisions/0053).
  test.setTimeout(120_000);
  // Another studio's review than operator.spec.ts hides (it takes the first such studio).
  const studio = (await api.studios(page.request)).filter((s: Studio) => s.reviewCount > 1).at(-1) as Studio;
  const reviews = (await (await page.request.get(`/api/studios/${studio.id}/reviews`)).json())
    .reviews as PublicReview[];
  const target = reviews.at(-1) as PublicReview;
  const reporter = await person(page, 'reporter', 'Cleo', `Reporter${Date.now().toString(36)}`);
  const note = `Not what happened in this class (${target.id.slice(0, 8)}).`;
  const reported = await page.request.post(`/api/reviews/${target.id}/report`, {
    headers: bearer(reporter.token),
    data: { reason: 'fake', details: note },
  });
  expect(reported.status()).toBe(201);

  await openConsole(page, 'Reviews');
  // The queue's entry, not the report listed inside it.
  const entries = page.getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Reports' }) });
  const item = entries.filter({ hasText: note });
  // The reviewer's name, the reporter's and their note.
  await expect(item).toContainText(`from ${target.reviewerName.split(' ')[0]}`);
  await expect(item).toContainText(`${reporter.name} reported it as fake`);
  await expect(item).toContainText(`Their note: “${note}”`);
  await expectNoSeriousA11yViolations(page);
  await item.scrollIntoViewIfNeeded();
  await shoot(page, 'operator-reports');

  await item.getByRole('button', { name: /^Dismiss reports on / }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss these reports?' });
  await expect(dialog).toContainText('stays as it is, on the studio’s page, and leaves this list.');
  const reason = `A fair review (${target.id.slice(0, 8)}).`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(toast(page)).toContainText('Reports dismissed');
  await expect(item).toHaveCount(0);
  // The review is still on the studio's page.
  const after = (await (await page.request.get(`/api/studios/${studio.id}/reviews`)).json())
    .reviews as PublicReview[];
  expect(after.map((r) => r.id)).toContain(target.id);

  // The audit log says it in a sentence, with the raw change one click away.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: `“${reason}”` });
  await expect(entry).toContainText(
    new RegExp(
      `^${OPERATOR_NAME} dismissed the reports of .+’s review of ${studio.name}, leaving it as it was\\.`,
    ),
  );
  const raw = entry.getByText('"action": "report.dismiss"');
  await expect(raw).toBeHidden();
  await entry.getByText('Show the change').click();
  await expect(raw).toBeVisible();
  await expect(entry).toContainText(`"targetId": "${target.id}"`);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'operator-audit');
});

test("a person's page shows their passes and gift balance, and a refused refund says what to do", async ({
  page,
  ownClass,
}) => {
  test.setTimeout(120_000);
  const own = await ownClass();
  const student = await person(page, 'passholder', 'Pat', `Passholder${Date.now().toString(36)}`);
  const pack = await postAs<{ id: string }>(
    page.request,
    own.ownerToken,
    `/api/studios/${own.cls.studioId}/products`,
    { kind: 'pack', name: '5-class pack', price: '80.00', credits: 5, validDays: 60 },
  );
  await postAs(page.request, student.token, `/api/products/${pack.id}/purchase`, { method: 'demo' });
  // A gift card they were given, redeemed into their balance.
  await postAs(page.request, student.token, '/api/gift-cards', {
    amount: '25.00',
    recipientEmail: student.account.email,
    recipientName: 'Pat',
    method: 'demo',
  });
  const code = SHOWN_CODE.exec(await mailTo(student.account.email, SHOWN_CODE))?.[1] as string;
  await postAs(page.request, student.token, '/api/user/gift-cards/redeem', { code });
  const booking = await paidBooking(page.request, student.token, own);

  const operatorToken = await openConsole(page, 'People & refunds');
  await page.getByLabel('Search people by e-mail or name').fill(student.account.email);
  await page.getByRole('button', { name: new RegExp(student.account.email) }).click();
  const account = page.getByRole('region', { name: `${student.name}'s account` });
  const balance = account.getByRole('region', { name: 'Gift balance' });
  await expect(balance).toContainText('£25.00');
  const passes = account.getByRole('region', { name: 'Passes and memberships' });
  const passRow = passes.getByRole('listitem').filter({ hasText: `5-class pack at ${own.cls.studio.name}` });
  await expect(passRow).toContainText('5 of 5 credits left');
  await expect(passRow).toContainText(/Expires \w{3} \d{1,2} \w{3} \d{4}/);
  await expect(passRow).toContainText('Active');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'operator-person');

  // Another operator refunds £1.00 while this one has the dialog open: the server's answer names
  // what is left, at the amount field.
  const bookingRow = account.getByRole('region', { name: 'Bookings' }).getByRole('listitem').first();
  await bookingRow.getByRole('button', { name: /^Refund / }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this booking?' });
  await dialog.getByLabel('Amount (£)').fill('0');
  await dialog.getByLabel('Reason').fill('Heating broken.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an amount to refund of more than £0.00');
  await expect(dialog.getByLabel('Amount (£)')).toHaveAttribute('aria-invalid', 'true');

  await postAs(page.request, operatorToken, `/api/operator/bookings/${booking.id}/refund`, {
    amount: '1.00',
    reason: 'A first part.',
  });
  const price = Number(own.cls.price);
  await dialog.getByLabel('Amount (£)').fill(price.toFixed(2));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Enter an amount up to £${(price - 1).toFixed(2)}, what is left to refund of the £${price.toFixed(2)} paid`,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Amount (£)').fill((price - 1).toFixed(2));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page)).toContainText('Refund made');
  await expect(bookingRow.getByRole('button', { name: /^Refund / })).toHaveCount(0);
});
