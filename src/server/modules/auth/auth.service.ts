import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { z } from 'zod';
import type {
  LoginResponse,
  loginInputSchema,
  registerInputSchema,
  User,
} from '../../../common/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordEvent } from '../notifications/outbox';
import {
  deleteDeadTokens,
  findTakenIdentities,
  findUserByTokenHash,
  findUserWithPasswordByEmail,
  insertToken,
  insertUser,
  revokeToken,
} from './auth.repository';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import type { LoginThrottle } from './login-throttle';
import { findUserIdByEmail } from './password-reset.repository';
import { hashToken, newToken } from './tokens';

type RegisterInput = z.output<typeof registerInputSchema>;
type LoginInput = z.output<typeof loginInputSchema>;

const INVALID_CREDENTIALS = 'Invalid email or password.';
const ACCOUNT_SUSPENDED = 'This account is suspended. Contact Attune support if you think this is a mistake.';

/**
 * An argon2id hash (same parameters as real ones) of a random password nobody knows. Verifying an
 * unknown e-mail against it costs the same time as a wrong password, so timing reveals nothing.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xXMoFTwcjYNlOwQTuVZmtg$pPiMYyJxr9jDKarq52nhj+toQoaj6UFejB821a6Uukc';

const USERNAME_TAKEN = 'This username is already taken. Please choose another.';

/**
 * An e-mail that already has an account answers exactly as a new one does (201 with the account as
 * entered), so sign-up does not tell who has an account (ASVS 6.3, docs/decisions/0027). Nothing is
 * created: the holder is e-mailed instead, at most once an hour, with a way to sign in or reset the
 * password. The id is a fresh random one that names no row.
 */
async function answerForRegisteredEmail(db: DbOrTx, input: RegisterInput, now: Date): Promise<LoginResponse> {
  const holderId = await findUserIdByEmail(db, input.email);
  if (holderId) {
    const hour = now.toISOString().slice(0, 13);
    await recordEvent(db, { kind: 'account.exists', userId: holderId }, `account-exists:${holderId}:${hour}`);
  }
  // A token of the same form that was never stored: it signs nobody in (docs/decisions/0074).
  const { token } = newToken(now);
  const user: User = {
    id: randomUUID(),
    email: input.email,
    username: input.username,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    userType: input.userType,
  };
  return { user, token };
}

/** A new session for the account: a bearer token (stored as its hash) that lives 30 days. */
async function startSession(db: DbOrTx, user: User, userAgent: string | undefined, now: Date) {
  const { token, tokenHash, expiresAt } = newToken(now);
  await deleteDeadTokens(db, user.id);
  await insertToken(db, {
    userId: user.id,
    tokenHash,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) || null,
  });
  return { user, token };
}

/**
 * Creates the account and signs it in, so a student in the middle of a booking carries on without
 * typing the password again (issue 34).
 */
export async function register(
  db: DbOrTx,
  input: RegisterInput,
  userAgent: string | undefined,
  now: Date,
): Promise<LoginResponse> {
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'PASSWORD_TOO_COMMON');
  // Hashed before the duplicate check, so a registered e-mail answers no faster than a new one.
  const password = await hashPassword(input.password);
  const taken = await findTakenIdentities(db, input.email, input.username);
  // Usernames are public (shown to studios), so a taken one may be named; an e-mail may not.
  if (taken.username) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  if (taken.email) return answerForRegisteredEmail(db, input, now);
  let user: User;
  try {
    user = await insertUser(db, { ...input, password });
  } catch (err) {
    // Two sign-ups racing for the same e-mail or username: the unique indexes decide.
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    if (constraint.includes('username')) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
    return answerForRegisteredEmail(db, input, now);
  }
  return startSession(db, user, userAgent, now);
}

/**
 * Checks a password behind the failed sign-in limits of its account (docs/decisions/0007): refused
 * (429) while over a limit, slowed down while the account is under attack, and a success taken back.
 * Sign-in and every re-check of a signed-in person's password (changing it, deleting the account)
 * share the counters, so a stolen session cannot guess the password faster than sign-in could.
 */
export async function throttledPasswordCheck(
  throttle: LoginThrottle,
  ip: string,
  email: string,
  check: () => Promise<boolean>,
  attempts: 'sign-in' | 'password' = 'sign-in',
): Promise<boolean> {
  const verdict = await throttle.begin(ip, email);
  if ('refusedForSeconds' in verdict) {
    const minutes = Math.ceil(verdict.refusedForSeconds / 60);
    throw tooManyRequests(
      `Too many failed ${attempts} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      verdict.refusedForSeconds,
    );
  }
  // An account under attack from many addresses answers more slowly, to everyone alike.
  if (verdict.delayMs > 0) await setTimeout(verdict.delayMs);
  const valid = await check();
  if (valid) await throttle.succeeded(ip, email);
  return valid;
}

export async function login(
  db: DbOrTx,
  throttle: LoginThrottle,
  ip: string,
  input: LoginInput,
  userAgent: string | undefined,
  now: Date,
): Promise<LoginResponse> {
  let account: Awaited<ReturnType<typeof findUserWithPasswordByEmail>>;
  const valid = await throttledPasswordCheck(throttle, ip, input.email, async () => {
    account = await findUserWithPasswordByEmail(db, input.email);
    return verifyPassword(account?.password ?? DUMMY_HASH, input.password);
  });
  if (!account || !valid) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  // Said only to whoever knows the password: a suspension is no secret from the account's holder.
  if (account.suspendedAt) throw forbidden(ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  const { user } = account;
  return startSession(db, user, userAgent, now);
}

/** The user a bearer token belongs to, and the token's id, if the token is live. */
export async function userForToken(
  db: DbOrTx,
  token: string,
): Promise<{ user: User; tokenId: string } | undefined> {
  return findUserByTokenHash(db, hashToken(token));
}

export async function logout(db: DbOrTx, token: string): Promise<void> {
  await revokeToken(db, hashToken(token));
}
