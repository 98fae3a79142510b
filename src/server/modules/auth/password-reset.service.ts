import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { z } from 'zod';
import {
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  type passwordResetConfirmSchema,
} from '../../../common/schemas/password-reset';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import { recordEvent } from '../notifications/outbox';
import { revokeOtherTokens, updatePasswordHash } from './auth.repository';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import {
  countRecentResets,
  findUserIdByEmail,
  insertResetToken,
  isLiveResetToken,
  useAllResetTokens,
  useResetToken,
} from './password-reset.repository';
import { hashToken } from './tokens';

const MINUTE_MS = 60_000;
/** At most this many links per account per 30 minutes; further requests answer the same and send nothing. */
const MAX_LINKS_PER_WINDOW = 3;
/**
 * Every request answers after at least this long, whether or not the address has an account, so the
 * time taken does not tell (the work done for a real account is a few inserts, well inside it).
 */
const RESET_ANSWER_FLOOR_MS = 250;

/** "Forgot password?": a single-use link, valid 30 minutes, e-mailed through the outbox. */
export async function requestPasswordReset(db: Db, email: string, now: Date): Promise<void> {
  const started = performance.now();
  const userId = await findUserIdByEmail(db, email);
  if (userId) {
    const since = new Date(now.getTime() - PASSWORD_RESET_MINUTES * MINUTE_MS);
    if ((await countRecentResets(db, userId, since)) < MAX_LINKS_PER_WINDOW) {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await insertResetToken(tx, {
          userId,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * MINUTE_MS),
          createdAt: now,
        });
        await recordEvent(tx, { kind: 'password.reset', userId, token });
      });
    }
  }
  const elapsed = performance.now() - started;
  if (elapsed < RESET_ANSWER_FLOOR_MS) await setTimeout(RESET_ANSWER_FLOOR_MS - elapsed);
}

/** A used, expired or unknown link is told before anyone types a new password into it. */
export async function checkPasswordReset(db: Db, token: string, now: Date): Promise<{ valid: boolean }> {
  return { valid: await isLiveResetToken(db, hashToken(token), now) };
}

/** Sets the new password with a live link, uses every link of the account and ends all its sessions. */
export async function confirmPasswordReset(
  db: Db,
  input: z.output<typeof passwordResetConfirmSchema>,
  now: Date,
): Promise<void> {
  if (isCommonPassword(input.newPassword)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'PASSWORD_TOO_COMMON');
  // Hashed before the token is used, so a slow hash cannot leave a used link and the old password.
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const userId = await useResetToken(tx, hashToken(input.token), now);
    if (!userId) throw badRequest(PASSWORD_RESET_LINK_INVALID, 'RESET_LINK_INVALID');
    await updatePasswordHash(tx, userId, hash);
    await useAllResetTokens(tx, userId, now);
    await revokeOtherTokens(tx, userId);
  });
}
