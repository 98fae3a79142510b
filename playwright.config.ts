import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessShell } from './scripts/find-chromium.mjs';

// Chromium's headless shell when the machine has it (or the full Chromium), resolved once when the config loads.
const executablePath = await findHeadlessShell();

const PORT = Number(process.env.E2E_PORT ?? 5180);
const baseURL = `http://localhost:${PORT}`;
/** Where the e2e server writes its mail (e2e/support/mail.ts reads it); one folder per port. */
export const E2E_MAIL_DIR = `.data/e2e-mail-${PORT}`;

/**
 * The specs that compare a whole public list (every class, the featured ones, every studio) with the
 * API's answer. Every other spec makes its own classes, studios and bookings (e2e/support/own-data.ts),
 * which would appear in those lists between the API's answer and the page's: so these run first, on
 * their own, and the rest only once they are done.
 */
const CATALOGUE = /\/(browse|browse-paging|home|studios)\.spec\.ts$/;
const DESKTOP = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const MOBILE = {
  browserName: 'chromium',
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
} as const;
/**
 * The axe scans. One scan of a large screen (the studio dashboard's classes) costs seconds of CPU, and
 * on a 2-core machine with two browsers busy it has run past the 30-second budget of a journey: the
 * scans get their own projects with a budget sized for them, so a slow scan is never a red run
 * (docs/decisions/0053).
 */
const SCANS = /\/(accessibility(-signed-in)?(\.mobile)?|signed-in\.mobile)\.spec\.ts$/;
const MOBILE_SPEC = /\.mobile\.spec\.ts$/;
const SCAN_TIMEOUT = 90_000;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Decorative motion off (the landing's slow orbit, pulsing dots, card transitions): a headless
    // browser without a GPU composites every frame of an endless animation in software, which took
    // about an eighth of the stage's CPU from the tests beside it. No test asserts motion; the
    // reduced-motion styles are the ones a reader who asks for them gets (docs/decisions/0088).
    reducedMotion: 'reduce',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // A trace records every test and is thrown away when it passes: in CI, where nobody opens a
    // clone's trace files afterwards, that recording was a seventh of the stage's time. Locally a
    // failed test keeps its trace; in CI it keeps a screenshot, taken only when it fails.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'only-on-failure' : 'off',
  },
  projects: [
    {
      name: 'catalogue',
      testMatch: CATALOGUE,
      use: DESKTOP,
    },
    {
      name: 'desktop',
      testIgnore: [MOBILE_SPEC, CATALOGUE, SCANS],
      dependencies: ['catalogue'],
      use: DESKTOP,
    },
    {
      name: 'mobile',
      testMatch: MOBILE_SPEC,
      testIgnore: SCANS,
      dependencies: ['catalogue'],
      use: MOBILE,
    },
    {
      name: 'accessibility',
      testMatch: SCANS,
      testIgnore: MOBILE_SPEC,
      dependencies: ['catalogue'],
      timeout: SCAN_TIMEOUT,
      use: DESKTOP,
    },
    {
      name: 'accessibility-mobile',
      testMatch: [/\/accessibility\.mobile\.spec\.ts$/, /\/signed-in\.mobile\.spec\.ts$/],
      dependencies: ['catalogue'],
      timeout: SCAN_TIMEOUT,
      use: MOBILE,
    },
  ],
  // The real server on an in-memory, freshly seeded database, serving the production build of the client.
  webServer: {
    // `npm test` has built the client already: build only when it is missing or older than its sources.
    command: 'node scripts/build-if-stale.mjs && node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    // Many journeys sign up and sign in from one IP within a minute: lift the per-IP auth limit.
    env: {
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'production',
      // Production refuses to start without it; a known key is fine for a database in memory.
      HEALTH_DATA_KEY: 'YXR0dW5lLXRlc3Qtb25seS1oZWFsdGgtZGF0YS1rZXk=',
      LOG_LEVEL: 'warn',
      AUTH_REQUESTS_PER_MINUTE: '1000',
      // Journeys book from one address with fresh accounts; the demo accounts are wanted here.
      BOOKING_REQUESTS_PER_MINUTE: '1000',
      NEW_ACCOUNT_UPCOMING_BOOKINGS: '1000',
      BOOKINGS_PER_ACCOUNT_PER_HOUR: '1000',
      // Each run buys gift cards and tries a wrong promo code from this one address; a server kept
      // between runs (reuseExistingServer) would otherwise reach the day's or the hour's limit.
      GIFT_CARDS_PER_IP_PER_DAY: '1000',
      PROMO_WRONG_CODES_PER_IP_PER_HOUR: '1000',
      SEED_DEMO_DATA: 'true',
      // No SMTP_URL: mail is written as .eml files here, where the reset test reads its link.
      MAIL_DIR: E2E_MAIL_DIR,
      // Where the server says it is: the booking widget's links point back to it (docs/decisions/0066).
      PUBLIC_URL: baseURL,
      // The map's tiles come from the app itself: the tests never reach the internet.
      MAP_TILE_URL: `${baseURL}/map/blank-tile.png`,
      MAP_TILE_ATTRIBUTION: 'Blank test tile',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
