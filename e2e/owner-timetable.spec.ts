import { DEMO, DEMO_PASSWORD, login, newStudent } from './support/accounts';
import { paidBooking } from './support/bookings';
import { dialog } from './support/owner';
import { expect, test } from './support/test';
import {
  dayName,
  goToWeek,
  openRoster,
  openTimetable,
  sessionToCheckIn,
  weeksAhead,
} from './support/timetable';

// The owner's day (issue 30): the timetable's week in London time, and checking a session's people in.

test('the timetable shows each session in its London day, week by week', async ({
  page,
  request,
  ownClass,
}) => {
  const { cls, sessions, ownerToken } = await ownClass({ startsInHours: [48, 48 + 7 * 24] });
  const [first, second] = sessions;
  if (!first || !second) throw new Error('two sessions were made');
  const student = await newStudent(request, 'timetable-student');
  await paidBooking(request, student.token, { cls, session: first });

  await openTimetable(page, ownerToken);
  const week = weeksAhead(first.startTime);
  await goToWeek(page, week);
  const firstDay = page.getByRole('region', { name: dayName(first.startTime) });
  await expect(firstDay.getByRole('button', { name: cls.title })).toContainText('1/10 booked');
  await expect(page.getByRole('button', { name: cls.title })).toHaveCount(1);

  await page.getByRole('button', { name: 'Next week' }).click();
  const secondDay = page.getByRole('region', { name: dayName(second.startTime) });
  await expect(secondDay.getByRole('button', { name: cls.title })).toContainText('0/10 booked');
  await expect(page.getByRole('button', { name: cls.title })).toHaveCount(1);

  await page.getByRole('button', { name: 'Previous week' }).click();
  await firstDay.getByRole('button', { name: cls.title }).click();
  const panel = dialog(page, cls.title);
  const person = panel.getByTestId('roster-person');
  await expect(person).toContainText(`${student.account.firstName}`);
  await expect(person).toContainText('First visit');
  await expect(person).toContainText('Paid by card');
  await expect(panel.getByRole('button', { name: /^Move session/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Cancel session/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(firstDay.getByRole('button', { name: cls.title })).toBeFocused();

  if (week > 0) {
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('button', { name: cls.title })).toHaveCount(0);
  }
});

test('checks in a roster: one attended, then all remaining attended', async ({ page, request }) => {
  const { token } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
  const { session, people } = await sessionToCheckIn(request, token);

  await openRoster(page, token, session);
  const panel = dialog(page, session.classTitle);
  await expect(panel.getByTestId('roster-person')).toHaveCount(people.length);
  // By row: the demo data has namesakes on one session. Rows keep their order (by name) as they are marked.
  const rows = panel.getByTestId('roster-person');
  const attended = (row: number) => rows.nth(row).getByRole('button', { name: 'Attended' });
  await attended(0).click();
  await expect(attended(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toContainText(`1 of ${people.length} attended`);

  await panel.getByRole('button', { name: 'Mark all remaining attended' }).click();
  await expect(panel).toContainText(`${people.length} of ${people.length} attended`);
  for (let row = 0; row < people.length; row++)
    await expect(attended(row)).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: 'Mark all remaining attended' })).toHaveCount(0);
});
