import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { authedApi, login, newStudent, PASSWORD, startSignedIn } from './support/accounts';
import { toast } from './support/page';
import { expect, test } from './support/test';

async function openProfile(page: Page, token: string) {
  await startSignedIn(page, token);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  return page.getByRole('tabpanel', { name: 'Profile' });
}

const value = (panel: ReturnType<Page['getByRole']>, label: string) =>
  panel.getByRole('term').filter({ hasText: label }).locator('+ dd');

test.describe('the account on the Profile tab', () => {
  test('edits the profile, with inline validation', async ({ page, request }) => {
    const { token, account } = await newStudent(request, 'edit-profile');
    const profile = await openProfile(page, token);
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    const form = profile.getByRole('form', { name: 'Edit profile' });
    const first = form.getByLabel('First name');
    // Focus moves into the form that replaced the button, and back to the button on Cancel.
    await expect(first).toBeFocused();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(profile.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toBeFocused();
    await first.fill('x'.repeat(51));
    await first.blur();
    await expect(form.getByText('First name must be at most 50 characters')).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');

    await first.fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Phone').fill('+44 20 7946 0000');
    await form.getByLabel('Username').fill('maya');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('This username is already taken. Please choose another.')).toBeVisible();

    await form.getByLabel('Username').fill(`${account.username}.x`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
    await expect(value(profile, 'First name')).toHaveText('Grace');
    await expect(profile.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    await expect(value(profile, 'Phone')).toHaveText('+44 20 7946 0000');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });
  });

  test('changes the password: another signed-in device is signed out', async ({ page, request }) => {
    const { token, account } = await newStudent(request, 'password');
    const { token: otherDevice } = await login(request, account.email, account.password);
    const profile = await openProfile(page, token);
    await expect(profile.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expect(profile.getByText('This device')).toBeVisible();

    const form = profile.getByRole('form', { name: 'Change password' });
    // A wrong current password is said under that field, which takes the focus.
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('a new calm harbour');
    await form.getByLabel('Confirm new password').fill('a new calm harbour');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Current password is incorrect.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toBeFocused();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('a new calm harbour');
    await form.getByLabel('Confirm new password').fill('a new calm harbour');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(profile.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(
      1,
    );
    expect(await authedApi.profileStatus(request, otherDevice)).toBe(401);
    expect(await authedApi.profileStatus(request, token)).toBe(200);
    await login(request, account.email, 'a new calm harbour');
  });

  test('exports the data as a JSON download', async ({ page, request }) => {
    const { token, account } = await newStudent(request, 'export');
    const profile = await openProfile(page, token);
    const download = page.waitForEvent('download');
    await profile.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('attune-data.json');
    const data = JSON.parse(await readFile((await file.path()) as string, 'utf8'));
    expect(data.account).toMatchObject({ email: account.email, username: account.username });
  });

  test('deletes the account behind a confirmation', async ({ page, request }) => {
    const { token, account } = await newStudent(request, 'delete');
    const profile = await openProfile(page, token);
    await profile.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is incorrect.')).toBeVisible();
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/home');
    // The marketplace's home, loaded afresh, says it is done.
    await expect(toast(page)).toContainText('Account deleted');
    await expect(toast(page)).toContainText('Your upcoming bookings are cancelled and your details erased.');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await authedApi.profileStatus(request, token)).toBe(401);
    const res = await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
    expect(res.status()).toBe(401);
  });

  test('screenshots of the account screens at 1280 and 375 px', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { token, account } = await newStudent(request, 'shots');
    await login(request, account.email, account.password);
    const profile = await openProfile(page, token);
    await expect(profile.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(
      2,
    );
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const shot = (name: string) =>
        page.screenshot({ path: test.info().outputPath(`account-${name}-${width}.png`), fullPage: true });
      await shot('profile');
      await profile.getByRole('button', { name: 'Edit Profile' }).click();
      await shot('edit');
      await profile.getByRole('button', { name: 'Cancel' }).click();
      await profile.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`account-delete-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
});
