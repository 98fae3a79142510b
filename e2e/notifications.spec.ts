import type { Page } from '@playwright/test';
import type { Notification, NotificationPage } from '../src/common/schemas/notification';
import { authedApi, bearer, newStudent, startSignedIn } from './support/accounts';
import { paidBooking } from './support/bookings';
import { postAs } from './support/own-data';
import { toast } from './support/page';
import { expect, test } from './support/test';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test.describe('the notification bell', () => {
  test('shows the promotion after a waitlisted student is promoted', async ({ page, request, ownClass }) => {
    test.setTimeout(60_000);
    const { cls, session } = await ownClass({
      studio: { name: 'Quiet Bell Studio', serviceTypes: ['sound-bath'] },
      class: { title: 'Gong Bath for One', serviceType: 'sound-bath', price: '20.00', maxParticipants: 1 },
    });
    const first = await newStudent(request, 'bell-first');
    const booking = await paidBooking(request, first.token, { cls, session });
    const waiting = await newStudent(request, 'bell-waiting');
    await postAs(request, waiting.token, `/api/sessions/${session.id}/waitlist`);

    await startSignedIn(page, waiting.token);
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // The first student cancels: the place goes to the one waiting, who is told.
    expect((await authedApi.cancel(request, first.token, booking.id)).status()).toBe(200);
    // Delivered by the worker a moment later: look again until it is there.
    await expect(async () => {
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const promotion = panel.getByRole('listitem').filter({ hasText: 'A place opened up' });
    await expect(promotion).toContainText("you're booked for Gong Bath for One");
    await expect(promotion).toContainText('Unread');

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const page1 = await request.get('/api/user/notifications', { headers: bearer(waiting.token) });
    expect(((await page1.json()) as NotificationPage).unreadCount).toBe(0);
  });
});

/** A fixed answer for the bell, so its look and keyboard use can be shown without waiting on events. */
function stubNotifications(page: Page, items: Notification[]) {
  let current = items;
  const answer = () => ({
    items: current,
    unreadCount: current.filter((n) => n.readAt === null).length,
    nextCursor: null,
  });
  return Promise.all([
    page.route(
      (url) => url.pathname === '/api/user/notifications',
      (route) => route.fulfill({ json: answer() }),
    ),
    page.route(
      (url) => url.pathname === '/api/user/notifications/read',
      async (route) => {
        const body = route.request().postDataJSON() as { ids?: string[]; all?: true };
        const readAt = new Date().toISOString();
        current = current.map((n) =>
          body.all || body.ids?.includes(n.id) ? { ...n, readAt: n.readAt ?? readAt } : n,
        );
        await route.fulfill({ json: { unreadCount: answer().unreadCount } });
      },
    ),
  ]);
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const SAMPLE: Notification[] = [
  {
    id: 'n1',
    kind: 'waitlist-promoted',
    title: "A place opened up: you're booked for Sunrise Vinyasa Flow",
    body: 'Shoreditch Yoga Loft, Sat 5 Dec, 08:00. You can cancel free of charge for the next 2 hours.',
    href: '/dashboard',
    createdAt: minutesAgo(3),
    readAt: null,
  },
  {
    id: 'n2',
    kind: 'reminder',
    title: 'Tomorrow: Crystal Sound Bath',
    body: 'Brixton Sound House, Fri 4 Dec, 19:30. Bring a blanket.',
    href: null,
    createdAt: minutesAgo(90),
    readAt: null,
  },
  {
    id: 'n3',
    kind: 'booking-confirmed',
    title: 'Booked: Reiki Level One',
    body: 'Islington Healing Rooms, Thu 3 Dec, 18:00.',
    href: '/dashboard',
    createdAt: minutesAgo(60 * 30),
    readAt: minutesAgo(60 * 29),
  },
];

test.describe('the bell panel', () => {
  test('opens from the keyboard, marks what is opened, and closes back to the bell', async ({
    page,
    request,
  }) => {
    const { token } = await newStudent(request, 'bell-keys');
    await stubNotifications(page, SAMPLE);
    await startSignedIn(page, token);
    await page.goto('/browse');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    await bell(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: test.info().outputPath('bell-open-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: test.info().outputPath('bell-open-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The reminder has nowhere to go: opening it marks it read and leaves the panel open.
    await panel.getByRole('button', { name: /Tomorrow: Crystal Sound Bath/ }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();
    // Closed, the panel's notifications count as seen: nothing is unread any more.
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Following one marks it read and goes where it leads.
    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: /A place opened up/ }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test("the dashboard's Notifications tab: an unread count, and seen once left", async ({
    page,
    request,
  }) => {
    const { token } = await newStudent(request, 'notes-tab');
    await stubNotifications(page, SAMPLE);
    await startSignedIn(page, token);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    // Nothing about notifications stands above the bookings; the tab carries the count.
    await expect(page.getByRole('list', { name: 'Your notifications' })).toHaveCount(0);
    const tab = page.getByRole('tab', { name: /^Notifications\W+2 unread$/ });
    await expect(tab).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-375.png') });

    await tab.click();
    const list = page.getByRole('list', { name: 'Your notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // While on screen they keep their marks, so the new ones can be told apart.
    await expect(list.getByRole('listitem').filter({ hasText: 'Unread' })).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('notifications-tab-375.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect(page.getByRole('tab', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('is not there for a visitor who is signed out', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });
});

test.describe('message choices on the Profile tab', () => {
  test('reminders and review invitations switch off and stay off', async ({ page, request }) => {
    const { token } = await newStudent(request, 'prefs');
    await startSignedIn(page, token);
    await page.goto('/dashboard?tab=profile');
    const choices = page.getByRole('list', { name: 'Optional messages' });
    await expect(page.getByText('Messages about your bookings (confirmations, cancellations')).toBeVisible();
    const reminders = choices.getByRole('switch', { name: 'Class reminders' });
    await expect(reminders).toBeChecked();
    await reminders.focus();
    await page.keyboard.press('Space');
    await expect(toast(page)).toContainText('Class reminders turned off.');
    await expect(reminders).not.toBeChecked();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await choices.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`preferences-${width}.png`) });
    }
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Class reminders' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Review invitations' })).toBeChecked();
    const res = await request.get('/api/user/notification-preferences', { headers: bearer(token) });
    expect(await res.json()).toEqual({ reminders: false, reviewInvites: true, digest: true });
  });
});
