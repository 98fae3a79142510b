import { newStudent, startSignedIn } from './support/accounts';
import { hold } from './support/bookings';
import type { OwnClass } from './support/own-data';
import { expect, test } from './support/test';

// Places on a class page are read live (GET /api/availability, docs/decisions/0123): the class's own
// answer may be kept by a CDN and by the server for CATALOGUE_CACHE_SECONDS.

test.describe('live places on the class page', () => {
  test("another student's booking shows on an open class page within 30 seconds, with no reload", async ({
    page,
    request,
    ownClass,
  }) => {
    const own = await ownClass({ class: { maxParticipants: 10 } });
    // The page's timers run on Playwright's clock: 30 seconds pass at once, no waiting.
    await page.clock.install();
    await page.goto(`/classes/${own.cls.id}`);
    const row = page.getByTestId('session').first();
    await expect(row).toContainText('10 spots available');

    const other = await newStudent(request, 'other-student');
    await hold(request, other.token, own);

    await page.clock.runFor(30_000);
    await expect(row).toContainText('9 spots available');
  });

  test('your own booking shows at once on the class page, and after a reload', async ({
    page,
    student,
    ownClass,
  }) => {
    const own = await ownClass({ class: { maxParticipants: 10 } });
    await startSignedIn(page, student.token);
    await page.goto(`/classes/${own.cls.id}`);
    const row = page.getByTestId('session').first();
    await expect(row).toContainText('10 spots available');

    await row.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(`/booking/${own.session.id}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);

    // Back through the booking page to the class page, in the app: nothing is loaded afresh but places.
    await page.goBack();
    await expect(page).toHaveURL(`/booking/${own.session.id}`);
    await page.goBack();
    await expect(page).toHaveURL(`/classes/${own.cls.id}`);
    await expect(row).toContainText('9 spots available');
    await page.reload();
    await expect(row).toContainText('9 spots available');
  });
});

test.describe('live places on class cards', () => {
  // A card says "N spots left" at LOW_SPOTS_THRESHOLD (3) or fewer: a class of three places shows
  // every booking. The list itself may come from the catalogue's cache; the card's places do not.
  const pages = {
    '/browse': (own: OwnClass) => `/browse?q=${encodeURIComponent(own.cls.title)}`,
    'the studio page': (own: OwnClass) => `/studios/${own.cls.studio.id}`,
  };
  for (const [where, urlOf] of Object.entries(pages)) {
    test(`another student's booking shows on a card on ${where} within 30 seconds, with no reload`, async ({
      page,
      request,
      ownClass,
    }) => {
      const own = await ownClass({ class: { maxParticipants: 3 } });
      await page.clock.install();
      await page.goto(urlOf(own));
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: own.cls.title }) });
      await expect(card).toContainText('3 spots left');

      const other = await newStudent(request, 'other-student');
      await hold(request, other.token, own);

      await page.clock.runFor(30_000);
      await expect(card).toContainText('2 spots left');
    });
  }

  test('your own booking shows at once on the card you came from', async ({ page, student, ownClass }) => {
    const own = await ownClass({ class: { maxParticipants: 3 } });
    await startSignedIn(page, student.token);
    await page.goto(`/browse?q=${encodeURIComponent(own.cls.title)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: own.cls.title }) });
    await expect(card).toContainText('3 spots left');

    await card.getByRole('link', { name: own.cls.title }).click();
    await page
      .getByTestId('session')
      .first()
      .getByRole('link', { name: /^Book Now/ })
      .click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);

    // Back to the list in the app, within the catalogue's cache: the card counts the hold at once.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/browse\?q=/);
    await expect(card).toContainText('2 spots left');
  });
});
