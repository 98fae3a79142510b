import type { Page } from '@playwright/test';
import type { NewAccount } from './accounts';

export const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
export const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign up' });

/** Fills the Sign In tab and presses Sign In. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the Sign Up tab and fills every field; the caller presses Create Account. */
export async function fillSignUp(page: Page, account: NewAccount, confirmPassword = account.password) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = signUpForm(page);
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(confirmPassword);
  await form
    .getByLabel(account.userType === 'studio' ? 'Studio Owner (Offer Classes)' : 'Student (Book Classes)')
    .check();
}
