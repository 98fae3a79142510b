import type { APIRequestContext, Page } from '@playwright/test';
import { authedApi, login, newAccount, register, startSignedIn } from './support/accounts';
import { sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';

// Names are capped at 50 characters (issue 16); a name that long with no space in it must wrap
// rather than widen the page, wherever it is shown.
const WORD = 50;
const unbroken = (start: string) => (start + 'x'.repeat(WORD)).slice(0, WORD);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const res = await request.post(url, { headers: bearer(token), data });
  expect(res.ok(), `POST ${url} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** An owner whose studio and class have 50-character one-word names, and one session of it. */
async function longNamedSession(request: APIRequestContext) {
  const owner = newAccount('long-owner', { userType: 'studio' });
  await register(request, owner);
  const { token } = await login(request, owner.email, owner.password);
  const studio = await post<{ id: string }>(request, token, '/api/studios', {
    name: unbroken('Studio'),
    address: `${unbroken('Street')} 1`,
    postcode: 'E1 6AN',
    serviceTypes: ['yoga'],
  });
  const cls = await post<{ id: string; price: string }>(request, token, `/api/studios/${studio.id}/classes`, {
    title: unbroken('Class'),
    serviceType: 'yoga',
    deliveryMethod: 'in-person',
    duration: 60,
    price: '18.00',
    maxParticipants: 10,
    requirements: unbroken('Mat'),
  });
  const startTime = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
  const session = await post<{ id: string }>(request, token, `/api/classes/${cls.id}/sessions`, {
    startTime,
    specialInstructions: unbroken('Bring'),
  });
  return { ownerToken: token, sessionId: session.id, price: cls.price };
}

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

test('50-character words wrap on the signed-in screens at 375 and 360 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { ownerToken, sessionId, price } = await longNamedSession(request);
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
  await checkWidths(ownerPage, 'studio-dashboard', '/studio-dashboard', () =>
    ownerPage.getByRole('heading', { name: unbroken('Studio') }).waitFor(),
  );
  await checkWidths(ownerPage, 'studio-bookings', '/studio-dashboard', async () => {
    await ownerPage.getByRole('tab', { name: 'Bookings' }).click();
    await ownerPage.getByText(unbroken('First')).first().waitFor();
  });
  await context.close();
});
