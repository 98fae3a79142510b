import type { APIRequestContext, Page } from '@playwright/test';
import { authedApi, login, newAccount, register, startSignedIn } from './support/accounts';
import type { ClassPlan } from './support/own-data';
import { sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';

// Names are capped at 50 characters (issue 16); a name that long with no space in it must wrap
// rather than widen the page, wherever it is shown.
const WORD = 50;
const unbroken = (start: string) => (start + 'x'.repeat(WORD)).slice(0, WORD);

/** A class whose studio, address, title, requirements and session instructions are each one long word. */
const LONG_NAMED: ClassPlan = {
  studio: { name: unbroken('Studio'), address: `${unbroken('Street')} 1`, serviceTypes: ['yoga'] },
  class: { title: unbroken('Class'), requirements: unbroken('Mat') },
  session: { specialInstructions: unbroken('Bring') },
  startsInHours: [72],
};

/** A student whose first name, last name, username and e-mail are each one long word. */
async function longNamedStudent(request: APIRequestContext) {
  const account = newAccount('long', {
    firstName: unbroken('First'),
    lastName: unbroken('Last'),
    username: `u${Date.now()}${'y'.repeat(30)}`.slice(0, 30),
  });
  account.email = `${unbroken(`e${Date.now()}`).slice(0, WORD - '@example.com'.length)}@example.com`;
  expect(account.email).toHaveLength(WORD);
  await register(request, account);
  return login(request, account.email, account.password);
}

/** Opens the path at 375 and at 360 px and checks nothing scrolls sideways; a screenshot at 375. */
async function checkWidths(page: Page, name: string, path: string, ready: () => Promise<unknown>) {
  for (const width of [375, 360]) {
    await page.setViewportSize({ width, height: 812 });
    await page.goto(path);
    await ready();
    expect(await sidewaysOverflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 375) {
      await page.screenshot({ path: test.info().outputPath(`long-${name}.png`), fullPage: true });
    }
  }
}

test('50-character words wrap on the signed-in screens at 375 and 360 px', async ({
  page,
  request,
  ownClass,
}) => {
  test.setTimeout(90_000);
  const {
    ownerToken,
    cls: { price },
    session: { id: sessionId },
  } = await ownClass(LONG_NAMED);
  const { token } = await longNamedStudent(request);
  await startSignedIn(page, token);
  const heading = (name: string | RegExp) => () => page.getByRole('heading', { level: 1, name }).waitFor();

  await checkWidths(page, 'booking', `/booking/${sessionId}`, heading('Complete Your Booking'));
  const booking = (await (await authedApi.book(request, token, sessionId, price)).json()) as { id: string };
  await checkWidths(page, 'checkout', `/checkout/${booking.id}`, heading('Confirm and pay'));
  expect((await authedApi.pay(request, token, booking.id)).status()).toBe(200);
  await checkWidths(page, 'receipt', `/checkout/${booking.id}`, heading("You're booked"));
  await checkWidths(page, 'dashboard', '/dashboard', () =>
    page.getByRole('list', { name: 'Upcoming bookings' }).waitFor(),
  );
  await checkWidths(page, 'profile', '/dashboard?tab=profile', () =>
    page.getByRole('list', { name: 'Signed-in devices' }).waitFor(),
  );
  await checkWidths(page, 'edit-profile', '/dashboard?tab=profile', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('form', { name: 'Edit profile' }).waitFor();
  });

  // The studio's own view of the same names: its studio card and the booking by the long-named student.
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 375, height: 812 } });
  if (!context) throw new Error('no browser');
  const ownerPage = await context.newPage();
  await ownerPage.addInitScript((value) => localStorage.setItem('authToken', value), ownerToken);
  // A phone opens on Today (issue 69, item 11); the studio cards are on My Studios.
  await checkWidths(ownerPage, 'studio-dashboard', '/studio-dashboard?tab=studios', () =>
    ownerPage.getByRole('heading', { name: unbroken('Studio') }).waitFor(),
  );
  await checkWidths(ownerPage, 'studio-bookings', '/studio-dashboard', async () => {
    await ownerPage.getByRole('tab', { name: 'Bookings' }).click();
    await ownerPage.getByText(unbroken('First')).first().waitFor();
  });
  await context.close();
});
