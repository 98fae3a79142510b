import type { Studio } from '../src/common/schemas/studio';
import { newStudent, startSignedIn } from './support/accounts';
import { api } from './support/api';
import { toast } from './support/page';
import { expect, test } from './support/test';

async function reviewedStudio(request: Parameters<typeof api.studios>[0]): Promise<Studio> {
  const studio = (await api.studios(request)).find((s) => s.reviewCount > 0);
  if (!studio) throw new Error('the seed has no reviewed studio');
  return studio;
}

test('a signed-in person reports a review from a small dialog of reasons; the review stays up', async ({
  page,
  request,
}) => {
  const studio = await reviewedStudio(request);
  const reviews = page.getByRole('list', { name: 'Reviews' });

  // Signed out, nobody is offered to report.
  await page.goto(`/studios/${studio.id}`);
  await expect(reviews.locator(':scope > li').first()).toBeVisible();
  await expect(reviews.getByRole('button', { name: /^Report / })).toHaveCount(0);

  const { token } = await newStudent(request, 'reporter');
  await startSignedIn(page, token);
  await page.goto(`/studios/${studio.id}`);
  const first = reviews.locator(':scope > li').first();
  const comment = await first.locator('p').last().innerText();
  await first.getByRole('button', { name: /^Report / }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await expect(dialog).toBeVisible();

  // No reason chosen: the form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose why you are reporting this review')).toBeVisible();
  await dialog.getByRole('radio', { name: 'It is fake: they did not take this class' }).check();
  await dialog.getByLabel('Anything we should know? (optional)').fill('The studio was closed that week.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toContainText('Thank you for your report');
  // Reports alone never hide a review.
  await expect(reviews.locator(':scope > li').first()).toContainText(comment);
});
