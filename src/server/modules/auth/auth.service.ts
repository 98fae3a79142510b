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
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
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
import { hashToken, newToken } from './tokens';
import { toUserDto } from './users.mapper';

type RegisterInput = z.output<typeof registerInputSchema>;
type LoginInput = z.output<typeof loginInputSchema>;

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * An argon2id hash (same parameters as real ones) of a random password nobody knows. Verifying an
 * unknown e-mail against it costs the same time as a wrong password, so timing reveals nothing.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xXMoFTwcjYNlOwQTuVZmtg$pPiMYyJxr9jDKarq52nhj+toQoaj6UFejB821a6Uukc';

function takenMessage(taken: { email: boolean; username: boolean }): string {
  if (taken.email && taken.username)
    return 'An account with this email already exists, and this username is taken.';
  if (taken.email) return 'An account with this email already exists.';
  return 'This username is already taken. Please choose another.';
}

export async function register(db: DbOrTx, input: RegisterInput): Promise<User> {
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  // Hashed before the duplicate check, so a taken e-mail answers no faster than a new one and the
  // timing does not tell who has an account (the message still does, until e-mail notifications exist).
  const password = await hashPassword(input.password);
  const taken = await findTakenIdentities(db, input.email, input.username);
  if (taken.email || taken.username) throw conflict(takenMessage(taken));
  try {
    return toUserDto(await insertUser(db, { ...input, password }));
  } catch (err) {
    // Two sign-ups racing for the same e-mail or username: the unique indexes decide.
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    throw conflict(
      takenMessage({ email: constraint.includes('email'), username: constraint.includes('username') }),
    );
  }
}

export async function login(
  db: DbOrTx,
  throttle: LoginThrottle,
  ip: string,
  input: LoginInput,
  userAgent?: string,
): Promise<LoginResponse> {
  const verdict = await throttle.begin(ip, input.email);
  if ('refusedForSeconds' in verdict) {
    const minutes = Math.ceil(verdict.refusedForSeconds / 60);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      verdict.refusedForSeconds,
    );
  }
  // An account under attack from many addresses answers more slowly, to everyone alike.
  if (verdict.delayMs > 0) await setTimeout(verdict.delayMs);
  const user = await findUserWithPasswordByEmail(db, input.email);
  const valid = await verifyPassword(user?.password ?? DUMMY_HASH, input.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);

  await throttle.succeeded(ip, input.email);
  const { token, tokenHash, expiresAt } = newToken();
  await deleteDeadTokens(db, user.id);
  await insertToken(db, {
    userId: user.id,
    tokenHash,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) || null,
  });
  return { user: toUserDto(user), token };
}

/** The user a bearer token belongs to, and the token's id, if the token is live. */
export async function userForToken(
  db: DbOrTx,
  token: string,
): Promise<{ user: User; tokenId: string } | undefined> {
  const row = await findUserByTokenHash(db, hashToken(token));
  return row && { user: toUserDto(row), tokenId: row.tokenId };
}

export async function logout(db: DbOrTx, token: string): Promise<void> {
  await revokeToken(db, hashToken(token));
}
