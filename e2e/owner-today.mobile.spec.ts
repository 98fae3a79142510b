import { newStudent, signInAs, startSignedIn } from './support/accounts';
import { paidBooking } from './support/bookings';
import { createOwnClass, removeOwnClass } from './support/own-data';
import { dialog } from './support/owner';
import { expectNoSeriousA11yViolations } from './support/page';
import { expect, test } from './support/test';

// Owners start with today (issue 69, item 11): on a phone the studio dashboard opens on today's
// sessions and their check-in, the tab is in the URL, and the figures fold away and leave out zeros.

const MINUTE = 60_000;

test('at 375 px the dashboard opens on today, with check-in one tap away', async ({ page, request }) => {
  const own = await createOwnClass(request);
  const student = await newStudent(request, 'today');
  await paidBooking(request, student.token, own);
  // The page's day is the session's day: half an hour before it starts.
  await page.clock.setFixedTime(new Date(new Date(own.session.startTime).getTime() - 30 * MINUTE));
  await startSignedIn(page, own.ownerToken);
  await page.goto('/studio-dashboard');

  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  const today = page.getByRole('list', { name: "Today's sessions" });
  await expect(today.getByRole('button')).toHaveCount(1);
  await expect(today.getByRole('button')).toContainText('1/10 booked');
  // The figures are folded on a phone: their summary is there to open, the tiles are not shown.
  await expect(page.getByRole('region', { name: 'Summary' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await today.getByRole('button', { name: own.cls.title }).click();
  const panel = dialog(page, own.cls.title);
  await expect(panel.getByTestId('roster-person')).toHaveCount(1);
  await expect(panel.getByTestId('roster-person')).toContainText(student.user.firstName ?? '');
  await expect(panel).toContainText('Attendance can be marked once the session has started.');
  await page.keyboard.press('Escape');

  // No reviews yet is said in words, in body text, not in the display figure.
  await page.getByText('Summary', { exact: true }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toBeVisible();
  const rating = summary.getByRole('term').filter({ hasText: 'Avg. Rating' }).locator('+ dd');
  await expect(rating).toHaveText('No reviews yet');
  const font = (selector: string) =>
    rating.locator(selector).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await font('span')).not.toContain('Fraunces');
  await removeOwnClass(request, own);
});

test('at 375 px every tab is in the URL, so a reload and Back keep it', async ({ page, request }) => {
  const own = await createOwnClass(request);
  await startSignedIn(page, own.ownerToken);
  await page.goto('/studio-dashboard');
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Classes' }).click();
  await expect(page).toHaveURL('/studio-dashboard?tab=classes');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Classes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Classes at your studios' })).toBeVisible();

  await page.getByRole('tab', { name: 'Timetable' }).click();
  await expect(page).toHaveURL('/studio-dashboard?tab=timetable');
  await page.goBack();
  await expect(page).toHaveURL('/studio-dashboard?tab=classes');
  await expect(page.getByRole('tab', { name: 'Classes' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await removeOwnClass(request, own);
});

test('at 375 px a new host sees no tiles of zeros', async ({ page, request }) => {
  // One studio, one class and its session, but nothing booked: only those counts are shown.
  const own = await createOwnClass(request);
  await startSignedIn(page, own.ownerToken);
  await page.goto('/studio-dashboard?tab=studios');
  await page.getByText('Summary', { exact: true }).click();
  const terms = page.getByRole('region', { name: 'Summary' }).getByRole('term');
  await expect(terms).toHaveText(['Total Studios', 'Active Classes', 'Upcoming Sessions']);
  await expect(page.getByRole('region', { name: 'Summary' }).getByRole('definition')).toHaveText([
    '1',
    '1',
    '1',
  ]);
  await removeOwnClass(request, own);
});

test('at 375 px a host with nothing yet sees no summary at all, only the first steps', async ({ page }) => {
  await signInAs(page, 'studio');
  await page.goto('/studio-dashboard');
  await expect(page.getByRole('heading', { name: 'Get your studio on Attune' })).toBeVisible();
  await expect(page.getByText('Summary', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'No sessions today' })).toBeVisible();
});
