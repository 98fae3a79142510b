import type { APIRequestContext, Page } from '@playwright/test';
import type { Roster, TimetableSession } from '../../src/common/schemas/owner-timetable';
import { bearer, startSignedIn } from './accounts';

// The owner's timetable and check-in, as the owner reaches them (e2e/owner-timetable.spec.ts,
// e2e/check-in.mobile.spec.ts).

const DAY = 86_400_000;
export const londonDate = (instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(instant));
/** "Wednesday 3 December": the name of a day's column in the week. */
export const dayName = (instant: string | number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(new Date(instant))
    .replace(',', '');
/** Whole weeks from this week (Monday to Sunday, London) to the instant's week. */
export function weeksAhead(instant: string | number): number {
  const monday = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
  };
  return Math.round((monday(londonDate(instant)) - monday(londonDate(Date.now()))) / (7 * DAY));
}

export async function openTimetable(page: Page, token: string) {
  await startSignedIn(page, token);
  await page.goto('/studio-dashboard');
  await page.getByRole('tab', { name: 'Timetable' }).click();
}

export async function goToWeek(page: Page, weeks: number) {
  const button = page.getByRole('button', { name: weeks < 0 ? 'Previous week' : 'Next week' });
  for (let i = 0; i < Math.abs(weeks); i++) await button.click();
}

/**
 * A session of the demo owner's that began in the last few days with at least two people booked, none
 * of them checked in yet (each run takes another, so the test runs again on the same server).
 */
export async function sessionToCheckIn(request: APIRequestContext, token: string) {
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

/** Opens the timetable at the session's week and its panel with the roster. */
export async function openRoster(
  page: Page,
  token: string,
  session: Pick<TimetableSession, 'studioId' | 'startTime' | 'classTitle'>,
) {
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
}
