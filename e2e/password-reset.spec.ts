import { newStudent } from './support/accounts';
import { mailTo } from './support/mail';
import { expect, test } from './support/test';

const REQUESTED = 'If an account exists for that email, we have sent a link to reset your password.';

test.describe('Forgot password', () => {
  test('from /auth to a mailed link, a new password, and a sign-in with it', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { account, token: oldSession } = await newStudent(request, 'reset');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.screenshot({ path: test.info().outputPath('forgot-1280.png') });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('forgot-sent-1280.png') });

    const mail = await mailTo(account.email, /reset-password\?token=/);
    const link = /https?:\/\/[^\s"<>]+(\/auth\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
    expect(link, 'the e-mail carries the reset link').toBeTruthy();

    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The same toasts as sign-up.
    await page.getByLabel('New password', { exact: true }).fill('a new calm harbour');
    await page.getByLabel('Confirm password').fill('a new calm harbor');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password Mismatch', { exact: true })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Weak Password', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reset-1280.png') });

    await page.getByLabel('New password', { exact: true }).fill('a new calm harbour');
    await page.getByLabel('Confirm password').fill('a new calm harbour');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(
      page.getByText('Your password has been reset. Please sign in.', { exact: true }),
    ).toBeVisible();
    // Every session ended; the new password signs in.
    expect(
      (
        await request.get('/api/user/profile', { headers: { authorization: `Bearer ${oldSession}` } })
      ).status(),
    ).toBe(401);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password', { exact: true }).fill('a new calm harbour');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/dashboard');

    // The link works once: opened again, it says so and offers a new one instead of the form.
    await page.goto(link as string);
    await expect(
      page.getByText('This reset link has expired or has already been used. Please ask for a new one.'),
    ).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  test('a link used in another tab while the form is open: saving says so', async ({ page, request }) => {
    const { account } = await newStudent(request, 'reset-race');
    await request.post('/api/auth/password-reset', { data: { email: account.email } });
    const mail = await mailTo(account.email, /reset-password\?token=/);
    const link = /https?:\/\/[^\s"<>]+(\/auth\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
    await page.goto(link as string);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    const token = new URL(link as string, 'http://localhost').searchParams.get('token');
    const used = await request.post('/api/auth/password-reset/confirm', {
      data: { token, newPassword: 'the other tab was first' },
    });
    expect(used.status()).toBe(200);
    await page.getByLabel('New password', { exact: true }).fill('another calm harbour');
    await page.getByLabel('Confirm password').fill('another calm harbour');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This reset link has expired or has already been used.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('answers an unknown address the same way', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
  });

  test('pages at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/auth/forgot-password');
    await page.screenshot({ path: test.info().outputPath('forgot-375.png'), fullPage: true });
    await page.goto('/auth/reset-password?token=not-a-real-token');
    await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reset-375.png'), fullPage: true });
    await page.goto('/auth/reset-password');
    await expect(page.getByText('This link is incomplete.')).toBeVisible();
  });
});
