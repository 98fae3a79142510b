import type { APIRequestContext, Page } from '@playwright/test';
import { authedApi, DEMO, DEMO_PASSWORD, login, newAccount, register, startSignedIn } from './accounts';
import { api, MISSING_ID } from './api';
import { waitForStableScreen } from './page';

export interface SignedInScreen {
  name: string;
  /** A demo account, or a fresh one of that type (read-only screens of a new account). */
  as?: 'student' | 'studioOwner' | 'newOwner' | 'newStudent';
  /** The path, possibly found through the API. */
  path: (request: APIRequestContext, token: string) => Promise<string> | string;
  /** A tab to open, or another step, once the page is there. */
  act?: (page: Page) => Promise<unknown>;
}

const tab = (name: string) => (page: Page) => page.getByRole('tab', { name }).click();

/** The signed-in screens in their states, for the accessibility checks at both widths. Read-only. */
export const SIGNED_IN_SCREENS: SignedInScreen[] = [
  { name: 'auth: sign in', path: () => '/auth' },
  {
    name: 'auth: sign up with errors',
    path: () => '/auth',
    act: async (page) => {
      await tab('Sign Up')(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Email is required').waitFor();
    },
  },
  {
    name: 'booking',
    as: 'student',
    path: async (request) => {
      const [cls] = await api.classes(request);
      return `/booking/${cls?.upcomingSessions.find((s) => s.availableSpots > 3)?.id}`;
    },
  },
  {
    name: 'booking: fully booked',
    as: 'student',
    path: async (request) => {
      const full = (await api.classes(request))
        .flatMap((c) => c.upcomingSessions)
        .find((s) => s.availableSpots === 0);
      return `/booking/${full?.id}`;
    },
  },
  { name: 'booking: not found', as: 'student', path: () => `/booking/${MISSING_ID}` },
  {
    name: 'checkout',
    as: 'student',
    path: async (request, token) => `/checkout/${(await authedApi.bookings(request, token))[0]?.id}`,
  },
  {
    name: 'checkout: promo code refused',
    as: 'student',
    path: async (request, token) => `/checkout/${(await authedApi.bookings(request, token))[0]?.id}`,
    act: async (page) => {
      // A code no studio has: refused, so nothing is written.
      const field = page.getByLabel('Promo code', { exact: true });
      if ((await field.count()) === 0) return;
      await field.fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('This promo code is not valid', { exact: false }).waitFor();
    },
  },
  { name: 'checkout: not found', as: 'student', path: () => `/checkout/${MISSING_ID}` },
  { name: 'dashboard: upcoming', as: 'student', path: () => '/dashboard' },
  { name: 'dashboard: past', as: 'student', path: () => '/bookings', act: tab('Past') },
  { name: 'dashboard: my passes', as: 'student', path: () => '/dashboard?tab=passes' },
  { name: 'dashboard: profile', as: 'student', path: () => '/dashboard', act: tab('Profile') },
  // A phone opens the dashboard on Today (issue 69, item 11); the studios' screens ask for their tab.
  { name: 'studio dashboard: today', as: 'studioOwner', path: () => '/studio-dashboard?tab=today' },
  { name: 'studio dashboard: studios', as: 'studioOwner', path: () => '/studio-dashboard?tab=studios' },
  // A new owner's first steps, and a student's offer to list a studio with the same account (issue 30).
  {
    // The studio form, with its access checkboxes and notes (issue 34).
    name: 'studio dashboard: edit a studio',
    as: 'studioOwner',
    path: () => '/studio-dashboard?tab=studios',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('group', { name: 'Access: tick what holds at your studio' }).waitFor();
    },
  },
  { name: 'studio dashboard: first steps', as: 'newOwner', path: () => '/studio-dashboard' },
  { name: 'list your studio', as: 'newStudent', path: () => '/list-your-studio' },
  {
    name: 'studio dashboard: booking widget',
    as: 'studioOwner',
    path: () => '/studio-dashboard?tab=studios',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Booking widget for / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Booking widget' }).getByRole('textbox').waitFor();
    },
  },
  {
    name: 'studio dashboard: classes',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: tab('Classes'),
  },
  {
    name: 'studio dashboard: bookings',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: tab('Bookings'),
  },
  {
    name: 'studio dashboard: timetable',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: async (page) => {
      await tab('Timetable')(page);
      await page.getByTestId('timetable-day').first().waitFor();
    },
  },
  {
    name: 'studio dashboard: clients',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: async (page) => {
      await tab('Clients')(page);
      await page.getByRole('list', { name: 'Clients' }).waitFor();
    },
  },
  {
    name: 'studio dashboard: money',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: async (page) => {
      await tab('Money')(page);
      await page.getByRole('button', { name: 'Show as table' }).waitFor();
    },
  },
  {
    name: 'studio dashboard: pricing',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: tab('Pricing'),
  },
  {
    name: 'studio dashboard: add promo code',
    as: 'studioOwner',
    path: () => '/studio-dashboard',
    act: async (page) => {
      await tab('Pricing')(page);
      await page
        .getByRole('button', { name: /^Add promo code at / })
        .first()
        .click();
      await page.getByRole('dialog').getByLabel('Code', { exact: true }).waitFor();
    },
  },
];

/** Signs in as the screen's demo account (if any), opens it and waits until it has drawn. */
export async function openScreen(page: Page, request: APIRequestContext, screen: SignedInScreen) {
  let token = '';
  if (screen.as === 'newOwner' || screen.as === 'newStudent') {
    const account = newAccount('screen', { userType: screen.as === 'newOwner' ? 'studio' : 'user' });
    await register(request, account);
    token = (await login(request, account.email, account.password)).token;
    await startSignedIn(page, token);
  } else if (screen.as) {
    token = (await login(request, DEMO[screen.as], DEMO_PASSWORD)).token;
    await startSignedIn(page, token);
  }
  await page.goto(await screen.path(request, token));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitForStableScreen(page);
  if (screen.act) await screen.act(page);
}
