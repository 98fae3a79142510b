import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { LoginResponse, User } from '../../src/common/schemas/auth';
import type { Booking } from '../../src/common/schemas/booking';
import type { SessionDetail } from '../../src/common/schemas/session';
import { uniqueEmail } from './api';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'attune-demo';
export const DEMO = {
  student: 'maya@attune.london',
  studioOwner: 'priya@attune.london',
  otherStudioOwner: 'tom@attune.london',
} as const;

/** Not among the common passwords the server refuses. */
export const PASSWORD = 'quiet-harbour-47';

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'user' | 'studio';
}

/** A fresh account's details: unique per test and per run, so tests never share people. */
export function newAccount(label: string, overrides: Partial<NewAccount> = {}): NewAccount {
  const email = uniqueEmail(label);
  return {
    email,
    username: `e2e.${email.split('@')[0]?.slice(-15)}`,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    userType: 'user',
    ...overrides,
  };
}

export async function register(request: APIRequestContext, account: NewAccount): Promise<User> {
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: User }).user;
}

export async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LoginResponse;
}

/** A new student, signed up through the API: sign-up signs in, so the account has this one session. */
export async function newStudent(request: APIRequestContext, label: string) {
  const account = newAccount(label);
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  const { token, user } = (await res.json()) as LoginResponse;
  return { account, token, user };
}

/** The page starts signed in: the token is in localStorage before any script runs. */
export async function startSignedIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    // Only once: a test that signs out must stay signed out after the next navigation.
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('authToken', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

/**
 * A fresh account of this type, registered and signed in through the real API, with the page starting
 * signed in as it. Returns the bearer token the page holds.
 */
export async function signInAs(page: Page, userType: NewAccount['userType']): Promise<string> {
  const account = newAccount(`signed-in-${userType}`, { userType });
  await register(page.request, account);
  const { token } = await login(page.request, account.email, account.password);
  await startSignedIn(page, token);
  return token;
}

/** The header a signed-in API call sends. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const authedApi = {
  session: async (request: APIRequestContext, token: string, id: string) => {
    const res = await request.get(`/api/sessions/${id}`, { headers: bearer(token) });
    expect(res.ok()).toBeTruthy();
    return (await res.json()) as SessionDetail;
  },
  bookings: async (request: APIRequestContext, token: string) => {
    const res = await request.get('/api/user/bookings', { headers: bearer(token) });
    expect(res.ok()).toBeTruthy();
    return (await res.json()) as Booking[];
  },
  book: async (request: APIRequestContext, token: string, sessionId: string, amountPaid: string) =>
    request.post('/api/bookings', { headers: bearer(token), data: { sessionId, amountPaid } }),
  pay: async (request: APIRequestContext, token: string, bookingId: string) =>
    request.post(`/api/bookings/${bookingId}/payment`, { headers: bearer(token), data: { method: 'demo' } }),
  cancel: async (request: APIRequestContext, token: string, bookingId: string) =>
    request.post(`/api/bookings/${bookingId}/cancel`, { headers: bearer(token), data: {} }),
  profileStatus: async (request: APIRequestContext, token: string) =>
    (await request.get('/api/user/profile', { headers: bearer(token) })).status(),
};
