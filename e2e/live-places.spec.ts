import { newStudent, startSignedIn } from './support/accounts';
import { hold } from './support/bookings';
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
