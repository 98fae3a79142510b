import type { ClassListItem, ClassWithDetails } from '../src/common/schemas/class';
import { api, londonDate, MISSING_ID } from './support/api';
import { drawInBrowser } from './support/page';
import { expect, test } from './support/test';

/** "Mon 28 Dec 18:30": a session's start as London reads it, written here independently of the app. */
function londonWhen(iso: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(new Date(iso));
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })} ${time}`;
}

function withSession(classes: ClassListItem[], test: (spots: number) => boolean) {
  for (const cls of classes) {
    const session = cls.upcomingSessions.find((s) => test(s.availableSpots));
    if (session) return { cls, session };
  }
  throw new Error('the seed has no such session');
}

test.describe('class detail /classes/:id', () => {
  test('shows the seeded class, its studio and every upcoming session', async ({ page, request }) => {
    const [cls] = await api.classes(request, '?deliveryMethod=in-person');
    if (!cls) throw new Error('no seeded class');
    await page.goto(`/classes/${cls.id}`);

    await expect(page.getByRole('heading', { level: 1, name: cls.title })).toBeVisible();
    await expect(page).toHaveTitle(`${cls.title} · Attune`);
    const main = page.getByRole('main');
    await expect(main.getByText('Sound Bath').first()).toBeVisible();
    // The header shows the class's own rating; the studio's sits by its name, labelled as the studio's
    // (issue 69, item 6).
    const reviews = (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`;
    const classRating = main.getByTestId('class-rating');
    // "out of 5" is read to screen readers only.
    await expect(classRating).toHaveText(
      cls.reviewCount === 0
        ? 'New: no reviews yet'
        : `${Number(cls.rating).toFixed(1)}out of 5${reviews(cls.reviewCount)}`,
    );
    await expect(main.getByTestId('studio-rating')).toHaveText(
      `Studio rating${Number(cls.studio.rating).toFixed(1)}out of 5${reviews(cls.studio.reviewCount ?? 0)}`,
    );
    await expect(main.getByRole('link', { name: cls.studio.name })).toHaveAttribute(
      'href',
      `/studios/${cls.studio.id}`,
    );
    await expect(main).toContainText(`${cls.studio.address}, ${cls.studio.city}`);
    await expect(main).toContainText(`${cls.duration} minutes`);
    await expect(main).toContainText(`Up to ${cls.maxParticipants} participants`);
    await expect(main).toContainText(`£${cls.price} per session`);
    await expect(main).toContainText(cls.description ?? '');
    await expect(page.getByRole('heading', { name: 'What to bring' })).toBeVisible();
    await expect(main).toContainText(cls.requirements ?? '');
    await expect(main).toContainText(cls.difficulty ?? '');

    // The list carries only a class's next few sessions; its page shows all of them, as its own answer does.
    const { upcomingSessions } = await api.class(request, cls.id);
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(upcomingSessions.length);
    for (const [i, session] of upcomingSessions.entries()) {
      await expect(sessions.nth(i)).toContainText(londonDate(session.startTime));
    }
  });

  test('Book Now leads to /booking/:sessionId', async ({ page, request }) => {
    const { cls, session } = withSession(await api.classes(request), (spots) => spots > 3);
    await page.goto(`/classes/${cls.id}`);
    const row = page.getByTestId('session').filter({ hasText: londonDate(session.startTime) });
    await expect(row).toContainText(`${session.availableSpots} spots available`);
    await expect(row.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/booking/${session.id}`,
    );
    await row.getByRole('link', { name: 'Book Now' }).click();
    // Signed out, the booking page asks for a sign-in first and comes back afterwards (booking.spec.ts).
    await expect(page).toHaveURL(`/auth?redirect=/booking/${session.id}`);
  });

  test('each Book Now names its session for a screen reader: "Book Now, Mon 28 Dec 18:30"', async ({
    page,
    ownClass,
  }) => {
    const { cls, sessions } = await ownClass({ startsInHours: [30, 54, 78] });
    await page.goto(`/classes/${cls.id}`);
    const names = sessions.map((session) => `Book Now, ${londonWhen(session.startTime)}`);
    const links = page.getByTestId('session').getByRole('link', { name: /^Book Now/ });
    await expect(links).toHaveCount(sessions.length);
    for (const [i, name] of names.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(name);
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/booking/${sessions[i]?.id}`,
      );
    }
    // Three different names, not three "Book Now".
    expect(new Set(names).size).toBe(sessions.length);
  });

  test("a full session shows a disabled 'Fully Booked' button", async ({ page, request }) => {
    const { cls, session } = withSession(await api.classes(request), (spots) => spots === 0);
    await page.goto(`/classes/${cls.id}`);
    const row = page.getByTestId('session').filter({ hasText: londonDate(session.startTime) });
    await expect(row.getByRole('button', { name: 'Fully Booked' })).toBeDisabled();
    await expect(row.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
    await expect(row).toContainText('Fully booked');
  });

  test("a session with few places says 'N spots left'", async ({ page, request }) => {
    const { cls, session } = withSession(await api.classes(request), (spots) => spots >= 2 && spots <= 3);
    await page.goto(`/classes/${cls.id}`);
    const row = page.getByTestId('session').filter({ hasText: londonDate(session.startTime) });
    await expect(row).toContainText(`${session.availableSpots} spots left`);
    await expect(row.getByRole('link', { name: 'Book Now' })).toBeVisible();
  });

  test("an online class says 'Online Class' instead of an address", async ({ page, request }) => {
    const [cls] = await api.classes(request, '?deliveryMethod=online');
    if (!cls) throw new Error('no online class');
    await page.goto(`/classes/${cls.id}`);
    await expect(page.getByRole('main')).toContainText('Online Class');
    await expect(page.getByRole('main')).not.toContainText(cls.studio.address);
  });

  test('a class without sessions says so', async ({ page, request }) => {
    await drawInBrowser(page);
    const [cls] = await api.classes(request);
    if (!cls) throw new Error('no seeded class');
    await page.route(`**/api/classes/${cls.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as ClassWithDetails;
      await route.fulfill({ json: { ...body, upcomingSessions: [] } });
    });
    await page.goto(`/classes/${cls.id}`);
    await expect(page.getByText('No upcoming sessions scheduled for this class.')).toBeVisible();
  });

  for (const id of [MISSING_ID, 'not-a-uuid']) {
    test(`an unknown id (${id}) shows 'Class not found'`, async ({ page }) => {
      await page.goto(`/classes/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Class not found' })).toBeVisible();
    });
  }

  test('a failed fetch says Failed to fetch class', async ({ page, request }) => {
    await drawInBrowser(page);
    const [cls] = await api.classes(request);
    await page.route(`**/api/classes/${cls?.id}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await page.goto(`/classes/${cls?.id}`);
    await expect(page.getByText('Failed to fetch class')).toBeVisible();
  });
});
