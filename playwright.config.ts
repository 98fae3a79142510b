import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

// The system Chromium (or Playwright's own), resolved once when the config loads.
const executablePath = await findChromium();

const PORT = Number(process.env.E2E_PORT ?? 5180);
const baseURL = `http://localhost:${PORT}`;
/** Where the e2e server writes its mail (e2e/support/mail.ts reads it); one folder per port. */
export const E2E_MAIL_DIR = `.data/e2e-mail-${PORT}`;

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
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  // The real server on an in-memory, freshly seeded database, serving the production build of the client.
  webServer: {
    command: 'node scripts/build-client.mjs && node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    // Many journeys sign up and sign in from one IP within a minute: lift the per-IP auth limit.
    env: {
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_REQUESTS_PER_MINUTE: '1000',
      // Journeys book from one address with fresh accounts; the demo accounts are wanted here.
      BOOKING_REQUESTS_PER_MINUTE: '1000',
      NEW_ACCOUNT_UPCOMING_BOOKINGS: '1000',
      BOOKINGS_PER_ACCOUNT_PER_HOUR: '1000',
      SEED_DEMO_DATA: 'true',
      // No SMTP_URL: mail is written as .eml files here, where the reset test reads its link.
      MAIL_DIR: E2E_MAIL_DIR,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
