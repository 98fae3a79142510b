// Saves desktop and mobile full-page screenshots of every public screen into screenshots/, for review.
// Builds the client, starts the real server on a free port with an in-memory seeded database, then stops it.
// Add a screen: append to SCREENS (a path, or a function of the API that returns one, and an optional action);
// `as` names a demo account (password attune-demo) to be signed in as.
// Options: --no-build reuses dist/client; --only=<text> shoots only the screens whose name contains it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'screenshots');

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  {
    name: 'mobile',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
];

/**
 * A screen of the owner's Classes tab (as Priya): the tab opened, then the first (or last) button
 * named `button` pressed, then `then`, if given.
 */
const onClassesTab = (name, button, then, which = 'first') => ({
  name,
  as: 'priya',
  path: '/studio-dashboard',
  act: async (page) => {
    await page.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('button', { name: button })[which]().click();
    await then?.(page);
  },
});

const firstId = (list) => list[0]?.id;
const MISSING = '00000000-0000-4000-8000-000000000000';
const ACCOUNTS = { maya: 'maya@attune.london', priya: 'priya@attune.london' };

/** A session of an in-person class with plenty of places, and one with none. */
const sessionWhere = (test) => async (api) => {
  for (const cls of await api('/api/classes?deliveryMethod=in-person')) {
    const session = cls.upcomingSessions.find((s) => test(s.availableSpots));
    if (session) return `/booking/${session.id}`;
  }
  throw new Error('The seed has no such session.');
};

/** @type {Array<{ name: string, path: string | ((api: (p: string, as?: keyof typeof ACCOUNTS) => Promise<any>) => Promise<string>), act?: (page: import('playwright-core').Page) => Promise<unknown>, only?: 'desktop' | 'mobile', as?: keyof typeof ACCOUNTS }>} */
const SCREENS = [
  { name: 'landing', path: '/' },
  {
    name: 'landing-waitlist-form',
    path: '/',
    act: (page) => page.getByRole('button', { name: 'Join the waiting list' }).click(),
  },
  {
    name: 'landing-joined',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Join the waiting list' }).click();
      await page.getByLabel('Email').fill(`screenshots-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Join the List' }).click();
      await page.getByRole('heading', { name: 'Welcome to the List!' }).waitFor();
    },
  },
  { name: 'our-story', path: '/our-story' },
  { name: 'contact', path: '/contact' },
  {
    name: 'contact-validation',
    path: '/contact',
    act: (page) => page.getByRole('button', { name: 'Send Message' }).click(),
  },
  {
    name: 'contact-sent',
    path: '/contact',
    act: async (page) => {
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Message').fill('Do you run evening sound baths in Greenwich?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    },
  },
  { name: 'home', path: '/home' },
  { name: 'browse', path: '/browse' },
  { name: 'browse-empty', path: '/browse?serviceType=reiki&deliveryMethod=online&price=50%2B' },
  { name: 'studios', path: '/studios' },
  { name: 'studio-detail', path: async (api) => `/studios/${firstId(await api('/api/studios'))}` },
  { name: 'class-detail', path: async (api) => `/classes/${firstId(await api('/api/classes'))}` },
  { name: 'class-not-found', path: '/classes/00000000-0000-4000-8000-000000000000' },
  { name: 'studio-not-found', path: '/studios/00000000-0000-4000-8000-000000000000' },
  { name: 'not-found', path: '/no-such-page' },
  {
    name: 'mobile-menu',
    path: '/browse',
    only: 'mobile',
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
  // Signed-in journeys (issue 5).
  { name: 'auth-sign-in', path: '/auth?redirect=/dashboard' },
  {
    name: 'auth-sign-up',
    path: '/auth',
    act: (page) => page.getByRole('tab', { name: 'Sign Up' }).click(),
  },
  { name: 'booking', as: 'maya', path: sessionWhere((spots) => spots > 3) },
  { name: 'booking-fully-booked', as: 'maya', path: sessionWhere((spots) => spots === 0) },
  // The student's booking lifecycle (issue 13). Joining the waitlist here puts maya on it for the
  // dashboard's Waitlist section and the class page's count below.
  {
    name: 'booking-waitlist-joined',
    as: 'maya',
    path: sessionWhere((spots) => spots === 0),
    act: async (page) => {
      const join = page.getByRole('button', { name: 'Join waitlist' });
      if (await join.isVisible()) await join.click();
      await page.getByText('in line').first().waitFor();
    },
  },
  {
    name: 'class-detail-waiting',
    path: async (api) => {
      for (const cls of await api('/api/classes?deliveryMethod=in-person')) {
        if (cls.upcomingSessions.some((s) => s.waitingCount > 0)) return `/classes/${cls.id}`;
      }
      return `/classes/${firstId(await api('/api/classes'))}`;
    },
  },
  {
    name: 'dashboard-cancel-dialog',
    as: 'maya',
    path: '/dashboard',
    act: (page) =>
      page
        .getByRole('list', { name: 'Upcoming bookings' })
        .getByRole('button', { name: 'Cancel' })
        .first()
        .click(),
  },
  {
    name: 'dashboard-review-dialog',
    as: 'maya',
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Past' }).click();
      await page
        .getByRole('button', { name: /^(Write Review|Edit review)$/ })
        .first()
        .click();
      // By keyboard, as the radio group is meant to be used: the first star, then three to the right.
      await page.getByRole('radio', { name: /^1 star/ }).focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    },
  },
  { name: 'booking-not-found', as: 'maya', path: `/booking/${MISSING}` },
  {
    name: 'checkout',
    as: 'maya',
    path: async (api) => `/checkout/${firstId(await api('/api/user/bookings', 'maya'))}`,
  },
  { name: 'checkout-not-found', as: 'maya', path: `/checkout/${MISSING}` },
  { name: 'dashboard', as: 'maya', path: '/dashboard' },
  {
    name: 'dashboard-past',
    as: 'maya',
    path: '/bookings',
    act: (page) => page.getByRole('tab', { name: 'Past' }).click(),
  },
  {
    name: 'dashboard-profile',
    as: 'maya',
    path: '/dashboard',
    act: (page) => page.getByRole('tab', { name: 'Profile' }).click(),
  },
  {
    name: 'dashboard-calendar-feed',
    as: 'maya',
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Profile' }).click();
      await page.getByRole('button', { name: /^(Create feed link|Reset link)$/ }).click();
      await page.getByLabel('Your feed link').waitFor();
    },
  },
  { name: 'studio-dashboard', as: 'priya', path: '/studio-dashboard' },
  {
    name: 'studio-dashboard-classes',
    as: 'priya',
    path: '/studio-dashboard',
    act: (page) => page.getByRole('tab', { name: 'Classes' }).click(),
  },
  {
    name: 'studio-dashboard-bookings',
    as: 'priya',
    path: '/studio-dashboard',
    act: (page) => page.getByRole('tab', { name: 'Bookings' }).click(),
  },
  // The owner's workspace (issue 12).
  { name: 'auth-sign-up-studio-owner', path: '/auth?mode=signup&type=studio' },
  {
    name: 'studio-dashboard-add-studio',
    as: 'priya',
    path: '/studio-dashboard',
    act: (page) => page.getByRole('button', { name: 'Add Studio' }).click(),
  },
  {
    name: 'studio-dashboard-add-studio-errors',
    as: 'priya',
    path: '/studio-dashboard',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add Studio' }).click();
      await page.getByRole('dialog').getByLabel('Website (optional)').fill('http://example.com');
      await page.getByRole('dialog').getByRole('button', { name: 'Add Studio' }).click();
    },
  },
  {
    name: 'studio-dashboard-edit-studio',
    as: 'priya',
    path: '/studio-dashboard',
    act: (page) =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
  },
  {
    name: 'studio-dashboard-settings',
    as: 'priya',
    path: '/studio-dashboard',
    act: (page) =>
      page
        .getByRole('button', { name: /^Settings for / })
        .first()
        .click(),
  },
  onClassesTab('studio-dashboard-add-class', /^Add Class at /),
  onClassesTab('studio-dashboard-schedule', /^Schedule /, async (page) => {
    await page.getByRole('checkbox', { name: 'Tuesday' }).check();
    await page.getByRole('checkbox', { name: 'Thursday' }).check();
  }),
  onClassesTab('studio-dashboard-move-session', /^Move session /),
  onClassesTab(
    'studio-dashboard-archive-class',
    /^Edit /,
    async (page) => {
      await page.getByRole('button', { name: /^Archive / }).click();
      await page.getByRole('heading', { name: 'Archive class' }).scrollIntoViewIfNeeded();
    },
    'last',
  ),
  onClassesTab('studio-dashboard-roster', /^Roster/),
  onClassesTab('studio-dashboard-cancel-session', /^Cancel session /),
  {
    name: 'mobile-menu-signed-in',
    as: 'maya',
    path: '/dashboard',
    only: 'mobile',
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
];

async function signIn(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'attune-demo' }),
  });
  if (!res.ok) throw new Error(`Signing in as ${email} answered ${res.status}.`);
  return (await res.json()).token;
}

/** Scrolls through the page so lazy images load, then waits for images and fonts. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
      ),
    );
    await document.fonts.ready;
  });
  await page.waitForTimeout(300);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// As long as the browser tests wait (playwright.config.ts): a busy machine migrates and seeds slowly.
async function waitForHealth(baseUrl, server) {
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become healthy within 180 s.');
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'production',
      // Production refuses to start without it; a known key is fine for a database in memory.
      HEALTH_DATA_KEY: 'YXR0dW5lLXRlc3Qtb25seS1oZWFsdGgtZGF0YS1rZXk=',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stop);

  try {
    await waitForHealth(baseUrl, server);
    const tokens = {};
    for (const [name, email] of Object.entries(ACCOUNTS)) tokens[name] = await signIn(baseUrl, email);
    const api = async (p, as) =>
      (
        await fetch(`${baseUrl}${p}`, { headers: as ? { authorization: `Bearer ${tokens[as]}` } : {} })
      ).json();
    fs.mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
    try {
      for (const { name: device, ...options } of VIEWPORTS) {
        for (const as of [undefined, ...Object.keys(ACCOUNTS)]) {
          const storageState = as
            ? {
                cookies: [],
                origins: [{ origin: baseUrl, localStorage: [{ name: 'authToken', value: tokens[as] }] }],
              }
            : undefined;
          const context = await browser.newContext({
            ...options,
            storageState,
            reducedMotion: 'reduce',
            locale: 'en-GB',
            timezoneId: 'Europe/London',
          });
          const page = await context.newPage();
          const screens = SCREENS.filter(
            (s) => s.as === as && (!s.only || s.only === device) && (!only || s.name.includes(only)),
          );
          await shoot(page, { baseUrl, api, device, screens });
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

async function shoot(page, { baseUrl, api, device, screens }) {
  for (const screen of screens) {
    const target = typeof screen.path === 'function' ? await screen.path(api) : screen.path;
    await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
    if (screen.act) {
      await screen.act(page);
      await page.waitForLoadState('networkidle');
    }
    await settle(page);
    const file = path.join(outDir, `${screen.name}-${device}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`saved ${path.relative(root, file)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
