import type { z } from 'zod';
import type {
  changePasswordInputSchema,
  Device,
  Profile,
  updateProfileInputSchema,
} from '../../../common/schemas/account';
import type { Context } from '../../context';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import type { HealthCipher } from '../../lib/health-cipher';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUuid } from '../../lib/uuid';
import { findTakenIdentities, revokeOtherTokens, updatePasswordHash } from '../auth/auth.repository';
import { throttledPasswordCheck } from '../auth/auth.service';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords';
import type { LoginThrottle } from '../auth/login-throttle';
import { useAllResetTokens } from '../auth/password-reset.repository';
import { hasFeed } from '../calendar/calendar.repository';
import { endPassesOfDeletedAccount } from '../passes/passes.repository';
import { releaseAccountPlaces } from '../places/release-account';
import { eraseSignatures, exportSignatures } from '../waivers/account-data';
import {
  anonymiseUser,
  countStudiosOf,
  findLiveTokens,
  findPasswordHash,
  findProfile,
  revokeTokenOfUser,
  setStudioOwner,
  updateProfile,
} from './account.repository';
import { findEverythingAbout } from './export.repository';

const USERNAME_TAKEN = 'This username is already taken. Please choose another.';

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const row = await findProfile(db, userId);
  if (!row) throw unauthorized();
  return row;
}

export async function editProfile(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof updateProfileInputSchema>,
): Promise<Profile> {
  // Nothing to change (an empty body, or only fields a profile does not take): the profile as it is,
  // as a studio's or a class's PATCH answers.
  if (Object.values(input).every((value) => value === undefined)) return getProfile(db, userId);
  if (input.username !== undefined) {
    const current = await findProfile(db, userId);
    const changed = current?.username.toLowerCase() !== input.username.toLowerCase();
    if (changed && (await findTakenIdentities(db, '', input.username)).username)
      throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  }
  try {
    const row = await updateProfile(db, userId, input);
    if (!row) throw unauthorized();
    return row;
  } catch (err) {
    // Two people racing for the same username: the unique index decides.
    if (uniqueViolation(err) !== undefined) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
    throw err;
  }
}

/**
 * A student lists a studio with the account they have (issue 30): it becomes a studio owner's and
 * keeps its bookings. Tokens name the account, not its type (opaque tokens, looked up on every
 * request: docs/decisions/0004), so the owner routes accept the same token at once. Idempotent.
 * An account has one type, so an operator's would lose the operator API: a 409 (issue 63).
 */
export async function becomeOwner({ db, actor }: Context): Promise<Profile> {
  if (actor.userType === 'operator') {
    throw conflict(
      'This is an operator account, and it would lose its operator role as a studio owner’s. Please list the studio with another account.',
      'ACCOUNT_IS_OPERATOR',
    );
  }
  const row = await setStudioOwner(db, actor.id);
  if (!row) throw unauthorized();
  return row;
}

/** Who is re-checking their password, and from where: the sign-in throttle counts per account and address. */
export interface PasswordCheck {
  throttle: LoginThrottle;
  ip: string;
}

/**
 * Checks the account's password again before a sensitive change (ASVS 6.2.3), behind the sign-in
 * throttle of the account; wrong is a 400 naming it.
 */
async function confirmPassword(
  db: DbOrTx,
  { throttle, ip }: PasswordCheck,
  user: { id: string; email: string },
  password: string,
  label: string,
) {
  const valid = await throttledPasswordCheck(
    throttle,
    ip,
    user.email,
    async () => {
      const hash = await findPasswordHash(db, user.id);
      return hash !== undefined && (await verifyPassword(hash, password));
    },
    'password',
  );
  if (!valid) throw badRequest(`${label} is incorrect.`, 'PASSWORD_INCORRECT');
}

/**
 * Changes the password and signs out every other device (ASVS 7.4.3). Reset links sent before stop
 * working; the answer says whether a calendar feed (another standing credential) is still live, so
 * the person is offered to reset its link too.
 */
export async function changePassword(
  db: DbOrTx,
  check: PasswordCheck,
  user: { id: string; email: string },
  tokenId: string,
  input: z.output<typeof changePasswordInputSchema>,
  now: Date,
): Promise<{ calendarFeedActive: boolean }> {
  const userId = user.id;
  await confirmPassword(db, check, user, input.currentPassword, 'Current password');
  if (isCommonPassword(input.newPassword)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'PASSWORD_TOO_COMMON');
  if (input.newPassword === input.currentPassword) {
    throw badRequest('New password must be different from the current one.', 'PASSWORD_UNCHANGED');
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, hash);
    await revokeOtherTokens(tx, userId, tokenId);
    await useAllResetTokens(tx, userId, now);
  });
  return { calendarFeedActive: await hasFeed(db, userId) };
}

export async function listDevices(db: DbOrTx, userId: string, tokenId: string): Promise<Device[]> {
  const rows = await findLiveTokens(db, userId);
  return rows.map((r) => ({
    id: r.id,
    // The column has a default, so this is never missing; the last use is the nearest truth if it were.
    createdAt: (r.createdAt ?? r.lastUsedAt).toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
    userAgent: r.userAgent,
    current: r.id === tokenId,
  }));
}

export async function signOutDevice(db: DbOrTx, userId: string, deviceId: string): Promise<void> {
  if (!isUuid(deviceId) || !(await revokeTokenOfUser(db, userId, deviceId))) {
    throw notFound('Device not found');
  }
}

export async function signOutOtherDevices(db: DbOrTx, userId: string, tokenId: string): Promise<void> {
  await revokeOtherTokens(db, userId, tokenId);
}

export async function exportAccount(
  db: DbOrTx,
  cipher: HealthCipher,
  userId: string,
  email: string,
  now: Date,
) {
  const [everything, waiverSignatures] = await Promise.all([
    findEverythingAbout(db, userId, email),
    // The signed waivers with their health answers, opened: the person's own (docs/decisions/0128).
    exportSignatures(db, cipher, userId),
  ]);
  return { exportedAt: now.toISOString(), ...everything, waiverSignatures };
}

/**
 * Deletes the account (UK GDPR right to erasure): upcoming bookings are cancelled and their places
 * freed, passes and memberships ended (their credits forfeited, nothing renews), the person's
 * details erased, every token revoked. Past bookings stay, as "Former member", for the studios' records. A studio owner hands over or closes their studios first.
 */
export async function deleteAccount(
  { db, clock, actor }: Context,
  check: PasswordCheck,
  password: string,
): Promise<void> {
  const userId = actor.id;
  const now = clock();
  await confirmPassword(db, check, actor, password, 'Password');
  if ((await countStudiosOf(db, userId)) > 0) {
    throw conflict(
      'Your account still owns studios. Please contact us to close or hand them over first.',
      'ACCOUNT_OWNS_STUDIOS',
    );
  }
  await db.transaction(async (tx) => {
    await releaseAccountPlaces(tx, userId, now);
    await endPassesOfDeletedAccount(tx, userId, now);
    // Health answers are erased with the person; the studio keeps that a version was signed, and when.
    await eraseSignatures(tx, userId, now);
    await anonymiseUser(tx, userId);
  });
}
