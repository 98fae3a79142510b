import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The real argon2, watched: every hash and verify still runs in full, and the test counts them and
// reads their cost settings. Counting the work is exact where a stopwatch on a shared machine is not.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, hash: vi.fn(argon2.hash), verify: vi.fn(argon2.verify) };
});
const argon2 = await import('@node-rs/argon2');
const hash = vi.mocked(argon2.hash);
const verify = vi.mocked(argon2.verify);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(() => {
  hash.mockClear();
  verify.mockClear();
});

const maya = DEMO_ACCOUNTS.maya;
const PASSWORD = 'a fine long passphrase';

async function signUp(email: string, username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, username, password: PASSWORD },
  });
  const work = { hashes: hash.mock.calls.length, verifies: verify.mock.calls.length };
  const settings = hash.mock.calls.map(([, options]) => options);
  hash.mockClear();
  verify.mockClear();
  return { status: res.statusCode, work, settings };
}

describe('sign-up does the same password work whether or not the e-mail is registered', () => {
  it('hashes the password once, at the same cost, for a new and for a registered e-mail', async () => {
    const fresh = await signUp('someone.new@example.com', 'someone_new');
    const registered = await signUp(maya.email, 'someone_else');
    const registeredOtherCase = await signUp(maya.email.toUpperCase(), 'someone_third');

    expect(fresh.status).toBe(201);
    // The same answer as a new e-mail (docs/decisions/0027); auth.test.ts proves nothing is created.
    expect(registered.status).toBe(201);
    expect(fresh.work).toEqual({ hashes: 1, verifies: 0 });
    expect(registered.work).toEqual(fresh.work);
    expect(registeredOtherCase.work).toEqual(fresh.work);
    expect(registered.settings).toEqual(fresh.settings);
  });

  it('does the same work when only the username is taken', async () => {
    const fresh = await signUp('another.new@example.com', 'another_new');
    const takenUsername = await signUp('third.new@example.com', maya.username);
    expect(takenUsername.status).not.toBe(201);
    expect(takenUsername.work).toEqual(fresh.work);
    expect(takenUsername.settings).toEqual(fresh.settings);
  });
});
