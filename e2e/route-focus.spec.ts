import { startSignedIn } from './support/accounts';
import { siteNav } from './support/page';
import { expect, test } from './support/test';

// Focus follows the student to each new page's heading, and to the new heading when checkout changes
// under them, so a screen reader announces where they are and Tab starts from there (issue 34).

test.describe('focus after moving on', () => {
  test("a move to another page puts focus on the new page's heading", async ({ page }) => {
    await page.goto('/home');
    await siteNav(page).getByRole('link', { name: 'Browse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse All Classes' })).toBeFocused();
    await siteNav(page).getByRole('link', { name: 'Studios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "London's wellbeing studios" })).toBeFocused();
  });

  test('booking, checkout and paying each leave focus on the heading of what is shown', async ({
    page,
    ownClass,
    student,
  }) => {
    const { cls } = await ownClass();
    await startSignedIn(page, student.token);
    await page.goto(`/classes/${cls.id}`);
    await page.getByTestId('session').first().getByRole('link', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeFocused();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeFocused();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeFocused();
  });
});
