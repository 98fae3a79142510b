import type { APIRequestContext, Page } from '@playwright/test';
import type { Roster, TimetableSession } from '../src/common/schemas/owner-timetable';
import { bearer, DEMO, DEMO_PASSWORD, login, newStudent, startSignedIn } from './support/accounts';
import { paidBooking } from './support/bookings';
import { dialog } from './support/owner';
import { expect, test } from './support/test';

// The owner's day (issue 30): the timetable's week in London time, and checking a session's people in.

const DAY = 86_400_000;
const londonDate = (instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(instant));
/** "Wednesday 3 December": the name of a day's column in the week. */
const dayName = (instant: string | number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(new Date(instant))
    .replace(',', '');
/** Whole weeks from this week (Monday to Sunday, London) to the instant's week. */
function weeksAhead(instant: string | number): number {
  const monday = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
  };
  return Math.round((monday(londonDate(instant)) - monday(londonDate(Date.now()))) / (7 * DAY));
}

async function openTimetable(page: Page, token: string) {
  await startSignedIn(page, token);
  await page.goto('/studio-dashboard');
  await page.getByRole('tab', { name: 'Timetable' }).click();
}

async function goToWeek(page: Page, weeks: number) {
  const button = page.getByRole('button', { name: weeks < 0 ? 'Previous week' : 'Next week' });
  for (let i = 0; i < Math.abs(weeks); i++) await button.click();
}

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

/**
 * A session of the demo owner's that began in the last few days with at least two people booked, none
 * of them checked in yet (each run takes another, so the test runs again on the same server).
 */
async function sessionToCheckIn(request: APIRequestContext, token: string) {
  const now = Date.now();
  const query = new URLSearchParams({ from: londonDate(now - 5 * DAY), to: londonDate(now) });
  const res = await request.get(`/api/owner/sessions?${query}`, { headers: bearer(token) });
  const sessions = ((await res.json()) as TimetableSession[])
    .filter(
      (s) => s.status !== 'cancelled' && s.booked >= 2 && new Date(s.startTime).getTime() < now - 3_600_000,
    )
    .reverse();
  for (const session of sessions) {
    const roster = (await (
      await request.get(`/api/owner/sessions/${session.id}/roster`, { headers: bearer(token) })
    ).json()) as Roster;
    const people = roster.bookings.filter((b) => b.status !== 'cancelled');
    if (people.length >= 2 && people.every((b) => b.attendance === null && b.status !== 'pending')) {
      return { session, people };
    }
  }
  throw new Error('no past session of the demo owner is left to check in');
}

test('checks in a roster: one attended, then all remaining attended', async ({ page, request }) => {
  const { token } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
  const { session, people } = await sessionToCheckIn(request, token);

  await openTimetable(page, token);
  const studio = page.getByLabel('Studio', { exact: true });
  if (await studio.isVisible()) await studio.selectOption(session.studioId);
  await goToWeek(page, weeksAhead(session.startTime));
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(session.startTime));
  await page
    .getByRole('region', { name: dayName(session.startTime) })
    .getByRole('button', { name: session.classTitle })
    .filter({ hasText: time })
    .click();

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
