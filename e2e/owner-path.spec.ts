import { expect, type Page } from '@playwright/test';
import { bearer, newAccount, newStudent, startSignedIn } from './support/accounts';
import { fillSignUp } from './support/auth-forms';
import { paidBooking } from './support/bookings';
import { createOwnClass } from './support/own-data';
import { dialog, fillStudioForm } from './support/owner';
import { expectNoSeriousA11yViolations, toast } from './support/page';
import { test } from './support/test';

// Issue 30, the owner's path: a new owner's first steps, and a student who lists a studio with the
// account they have.

const firstSteps = (page: Page) => page.getByRole('list', { name: 'First steps' });
const step = (page: Page, title: string) =>
  firstSteps(page).getByTestId('first-step').filter({ hasText: title });

test.describe("the owner's path", () => {
  test('a new owner lands on the studio dashboard and its first steps lead to a public studio', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = newAccount('first-steps', { userType: 'studio' });
    const studioName = `Hazel Yoga ${owner.email.slice(4, 18)}`;
    const classTitle = 'First Light Flow';

    await page.goto('/auth?mode=signup&type=studio');
    await fillSignUp(page, owner);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/studio-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get your studio on Attune' })).toBeVisible();
    await expect(firstSteps(page).getByTestId('first-step')).toHaveCount(3);
    await expect(page.getByText('0 of 3 done')).toBeVisible();
    await expect(step(page, 'Add a class').getByRole('button', { name: 'Add a class' })).toBeDisabled();
    await expect(
      step(page, 'Schedule a session').getByRole('button', { name: 'Schedule a session' }),
    ).toBeDisabled();

    // 1. The studio.
    await step(page, 'Add your studio').getByRole('button', { name: 'Add studio' }).click();
    await fillStudioForm(page, { name: studioName, address: '4 Hazel Row', postcode: 'E2 7RG' });
    await dialog(page, 'Add Studio').getByRole('button', { name: 'Add Studio' }).click();
    await expect(dialog(page, 'Add Studio')).toHaveCount(0);
    await expect(step(page, 'Add your studio')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'Add your studio')).toContainText('(done)');
    await expect(page.getByText('1 of 3 done')).toBeVisible();
    const card = page.getByTestId('owner-studio').filter({ hasText: studioName });
    await expect(card).toContainText('Draft');

    // Its page: the owner sees it with the banner; the public does not see it at all.
    const studioPath =
      (await card.getByRole('link', { name: `View ${studioName}` }).getAttribute('href')) ?? '';
    await card.getByRole('link', { name: `View ${studioName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: studioName })).toBeVisible();
    await expect(page.getByTestId('draft-banner')).toHaveText(
      /Not public yet: add a class and schedule a session/,
    );
    expect((await request.get(`/api${studioPath}`)).status()).toBe(404);
    expect((await request.get(studioPath)).status()).toBe(404);

    // 2. A class, its level from the one fixed set.
    await page.goto('/studio-dashboard');
    await step(page, 'Add a class').getByRole('button', { name: 'Add a class' }).click();
    const classForm = dialog(page, `Add a class at ${studioName}`);
    await classForm.getByLabel('Title').fill(classTitle);
    await classForm.getByLabel('Price (£)').fill('14.00');
    const difficulty = classForm.getByRole('combobox', { name: 'Difficulty' });
    await expect(difficulty.getByRole('option')).toHaveText([
      'Beginner',
      'Intermediate',
      'Advanced',
      'All levels',
    ]);
    await difficulty.selectOption('Beginner');
    await classForm.getByRole('button', { name: 'Add Class' }).click();
    await expect(classForm).toHaveCount(0);
    await expect(step(page, 'Add a class')).toHaveAttribute('data-done', 'true');
    await expect(page.getByText('2 of 3 done')).toBeVisible();
    expect((await request.get(`/api${studioPath}`)).status()).toBe(404);

    // 3. A session: the step opens the class's scheduling dialog itself, as the other two steps open
    // theirs (issue 69, item 10).
    await step(page, 'Schedule a session').getByRole('button', { name: 'Schedule a session' }).click();
    const schedule = dialog(page, `Schedule ${classTitle}`);
    await schedule.getByRole('tab', { name: 'One session' }).click();
    await schedule.getByRole('button', { name: 'Add session' }).click();
    await expect(schedule).toHaveCount(0);
    await expect(toast(page)).toContainText('Session added');

    // Done: the steps end with the studio's public page, and the studio is public with its class.
    await expect(page.getByText('3 of 3 done')).toBeVisible();
    await expect(step(page, 'Schedule a session')).toHaveAttribute('data-done', 'true');
    const live = page.getByRole('link', { name: "You're live — view your page" });
    await expect(live).toHaveAttribute('href', studioPath);
    await expectNoSeriousA11yViolations(page);
    const detail = await request.get(`/api${studioPath}`);
    expect(detail.status()).toBe(200);
    expect(await detail.json()).toMatchObject({
      isPublic: true,
      classes: [{ title: classTitle, difficulty: 'Beginner' }],
    });
    await live.click();
    await expect(page).toHaveURL(studioPath);
    await expect(page.getByRole('heading', { level: 1, name: studioName })).toBeVisible();
    await expect(page.getByTestId('draft-banner')).toHaveCount(0);

    // On the next visit the steps are gone.
    await page.goto('/studio-dashboard?tab=studios');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Dashboard' })).toBeVisible();
    await expect(card).toContainText('Active');
    await expect(page.getByTestId('owner-studio')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Get your studio on Attune' })).toHaveCount(0);
  });

  test('a signed-in student lists a studio with the same account and keeps their bookings', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const bookable = await createOwnClass(request);
    const student = await newStudent(request, 'becomes-host');
    await paidBooking(request, student.token, bookable);
    await startSignedIn(page, student.token);

    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(page.getByTestId('booking').filter({ hasText: bookable.cls.title })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);

    await header.getByRole('link', { name: 'List Your Studio' }).click();
    await expect(page).toHaveURL('/list-your-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'List your studio on Attune' })).toBeVisible();
    await expect(page.getByText(student.account.email)).toBeVisible();
    await page.getByRole('button', { name: 'List your studio with this account' }).click();

    await expect(page).toHaveURL('/studio-dashboard');
    await expect(page.getByRole('heading', { name: 'Get your studio on Attune' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Studio', exact: true })).toBeVisible();
    const profile = await request.get('/api/user/profile', { headers: bearer(student.token) });
    expect((await profile.json()).userType).toBe('studio');

    // Their bookings are where they were.
    await header.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('booking').filter({ hasText: bookable.cls.title })).toBeVisible();
    // "List Your Studio" now goes straight to the studio dashboard.
    await header.getByRole('link', { name: 'List Your Studio' }).click();
    await expect(page).toHaveURL('/studio-dashboard');
  });
});
