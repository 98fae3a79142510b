import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Reset links sent to the user since `since`: a cap against filling someone's inbox. */
export async function countRecentResets(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Uses the token, if it is live: one statement marks it used and answers its user, so two requests
 * racing with the same link cannot both succeed.
 */
export async function useResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Whether the token names a link that is neither used nor expired; reads only. */
export async function isLiveResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** Every other link the user was sent stops working too once one has been used. */
export async function useAllResetTokens(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
