import {
  authedApi,
  DEMO,
  DEMO_PASSWORD,
  newAccount,
  newStudent,
  register,
  startSignedIn,
} from './support/accounts';
import { fillSignUp, signInForm, signInThroughForm, signUpForm } from './support/auth-forms';
import { siteNav, toast } from './support/page';
import { expect, test } from './support/test';

test.describe('/auth', () => {
  test('has Sign In and Sign Up tabs, Sign In first', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(signInForm(page)).toBeVisible();
    await expect(signUpForm(page)).toBeHidden();
    await expect(page).toHaveTitle('Sign In · Attune');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(signUpForm(page)).toBeVisible();
    await expect(signInForm(page)).toBeHidden();
    await expect(page).toHaveTitle('Sign Up · Attune');
    // The account types, student by default.
    await expect(signUpForm(page).getByLabel('Student (Book Classes)')).toBeChecked();
    await expect(signUpForm(page).getByLabel('Studio Owner (Offer Classes)')).not.toBeChecked();
  });

  test("sign up: 'Account Created!', signed in at once, on the account's home", async ({ page, request }) => {
    const account = newAccount('signup');
    await page.goto('/auth');
    await fillSignUp(page, account);
    const registered = page.waitForResponse('**/api/auth/register');
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    const answer = await registered;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({
      email: account.email,
      username: account.username,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      userType: 'user',
    });

    await expect(toast(page)).toContainText('Account Created!');
    // Signed in: the stored token is the one the answer carried, and it opens the profile.
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBe((await answer.json()).token);
    expect(await authedApi.profileStatus(request, token ?? '')).toBe(200);
  });

  test('sign-up inside a booking: the new student comes back to the session, signed in', async ({
    page,
    ownClass,
  }) => {
    const { session } = await ownClass();
    await page.goto(`/booking/${session.id}`);
    await expect(page).toHaveURL(`/auth?redirect=/booking/${session.id}`);
    await fillSignUp(page, newAccount('in-booking'));
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Account Created!');
    await expect(page).toHaveURL(`/booking/${session.id}`);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test("sign in: 'Welcome back!', the token is stored and the default redirect is /dashboard", async ({
    page,
    request,
  }) => {
    const account = newAccount('signin');
    await register(request, account);
    await page.goto('/auth');
    await signInThroughForm(page, account.email, account.password);
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(toast(page)).toContainText('You have been successfully logged in.');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    expect(await authedApi.profileStatus(request, token ?? '')).toBe(200);
  });

  test('a studio owner signs up with the Studio Owner choice and gets the Studio link', async ({ page }) => {
    const account = newAccount('owner', { userType: 'studio' });
    await page.goto('/auth');
    await fillSignUp(page, account);
    const registered = page.waitForResponse('**/api/auth/register');
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    expect((await registered).request().postDataJSON()).toMatchObject({ userType: 'studio' });
    // Signed in at once; a new owner lands on the studio dashboard, whose first steps point to Add studio.
    await expect(page).toHaveURL('/studio-dashboard');
    await expect(siteNav(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Studio', exact: true })).toHaveAttribute(
      'href',
      '/studio-dashboard',
    );
  });

  test('an owner whose studio is public lands on /dashboard, the default', async ({ page }) => {
    await page.goto('/auth');
    await signInThroughForm(page, DEMO.studioOwner, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('link', { name: 'Studio', exact: true })).toBeVisible();
  });

  test("mismatched passwords: 'Password Mismatch', and nothing is sent", async ({ page }) => {
    let sent = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/register')) sent = true;
    });
    await page.goto('/auth');
    await fillSignUp(page, newAccount('mismatch'), 'a-different-phrase');
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Password Mismatch');
    await expect(toast(page)).toContainText('Passwords do not match');
    expect(sent).toBe(false);
  });

  test("a short password: 'Weak Password'", async ({ page }) => {
    await page.goto('/auth');
    await fillSignUp(page, newAccount('weak', { password: 'abc1234' }));
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Weak Password');
    await expect(toast(page)).toContainText('Password must be at least 8 characters long');
  });

  test('a registered e-mail: the same answer as a new one, so sign-up does not tell who has an account', async ({
    page,
    request,
  }) => {
    const taken = newAccount('taken');
    await register(request, taken);
    const again = newAccount('taken-again', { email: taken.email });
    await page.goto('/auth');
    await fillSignUp(page, again);
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Account Created!');
    // The holder's own password still signs in; the new one does not (nothing was created).
    expect(
      (
        await request.post('/api/auth/login', { data: { email: taken.email, password: taken.password } })
      ).status(),
    ).toBe(200);
  });

  test("'Registration Failed' says 'Failed to create account' when the server gives no sentence", async ({
    page,
  }) => {
    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/auth');
    await fillSignUp(page, newAccount('reg-500'));
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(toast(page)).toContainText('Failed to create account');
  });

  test('required fields are named under them', async ({ page }) => {
    await page.goto('/auth');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(signInForm(page).getByText('Email is required')).toBeVisible();
    await expect(signInForm(page).getByText('Password is required')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(signUpForm(page).getByText('Email is required')).toBeVisible();
    await expect(signUpForm(page).getByText('Username is required')).toBeVisible();
    await expect(signUpForm(page).getByText('Password is required')).toBeVisible();
    await expect(signUpForm(page).getByText('Please confirm your password')).toBeVisible();
  });

  test("a wrong password: 'Login Failed' with the server's message in the form, still signed out", async ({
    page,
    request,
  }) => {
    const account = newAccount('wrong-password');
    await register(request, account);
    await page.goto('/auth');
    await signInThroughForm(page, account.email, 'not-the-password');
    // In the form beside the fields, announced as an alert, and each field says it is in question.
    const failure = signInForm(page).getByRole('alert');
    await expect(failure).toContainText('Login Failed');
    await expect(failure).toContainText('Invalid email or password.');
    for (const label of ['Email', 'Password']) {
      const input = signInForm(page).getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/Invalid email or password\./);
    }
    await expect(toast(page)).toHaveCount(0);
    await expect(page).toHaveURL('/auth');
    await expect(signInForm(page).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test("'Login Failed' says 'Invalid credentials' when the server gives no sentence", async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/auth');
    await signInThroughForm(page, 'someone@example.com', 'whatever-it-is');
    await expect(signInForm(page).getByRole('alert')).toContainText('Login Failed');
    await expect(signInForm(page).getByRole('alert')).toContainText('Invalid credentials');
  });

  test('a failed sign-in is cleared when the visitor turns to Sign Up', async ({ page }) => {
    await page.goto('/auth');
    await signInThroughForm(page, 'nobody-here@example.com', 'not-the-password');
    await expect(signInForm(page).getByRole('alert')).toContainText('Login Failed');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(signUpForm(page)).toBeVisible();
    await expect(page.getByText('Login Failed')).toHaveCount(0);
    // Back on Sign In: what was typed is kept, the old failure is not.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(signInForm(page).getByLabel('Email')).toHaveValue('nobody-here@example.com');
    await expect(signInForm(page).getByText('Login Failed')).toHaveCount(0);
    await expect(signInForm(page).getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  });

  test('after sign-in the redirect parameter is followed when it is a path on this site', async ({
    page,
    request,
  }) => {
    const account = newAccount('redirect');
    await register(request, account);
    await page.goto('/auth?redirect=/bookings');
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL('/bookings');
  });

  for (const target of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
    test(`an off-site redirect (${target}) goes to /dashboard instead`, async ({ page, request }) => {
      const account = newAccount('open-redirect');
      await register(request, account);
      await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
      await signInThroughForm(page, account.email, account.password);
      await expect(page).toHaveURL('/dashboard');
    });
  }
});

test.describe('auth state', () => {
  test('a stored invalid token is dropped silently on load', async ({ page }) => {
    await startSignedIn(page, 'revoked-or-made-up');
    const profile = page.waitForResponse('**/api/user/profile');
    await page.goto('/dashboard');
    expect((await profile).status()).toBe(401);
    await expect(page).toHaveURL('/auth?redirect=/dashboard');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // Silent: no toast about it.
    await expect(toast(page)).toHaveCount(0);
  });

  test('a stored valid token signs the visitor in on load', async ({ page, student: { token } }) => {
    await startSignedIn(page, token);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('Sign Out returns the header to signed out and revokes the token on the server', async ({
    page,
    request,
  }) => {
    const { token } = await newStudent(request, 'signout');
    await startSignedIn(page, token);
    await page.goto('/home');
    const logout = page.waitForResponse('**/api/auth/logout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await authedApi.profileStatus(request, token)).toBe(401);
    // And it stays signed out after a reload.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('signing out on a signed-in page leads to /auth', async ({ page, request }) => {
    const { token } = await newStudent(request, 'signout-dashboard');
    await startSignedIn(page, token);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth?redirect=/dashboard');
  });
});
