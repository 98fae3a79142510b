import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deletedEmail } from '../../db/deleted-accounts';
import { liveTokens, publicUserColumns } from '../../db/live-tokens';
import {
  authTokens,
  favouriteClasses,
  favouriteStudios,
  idempotencyKeys,
  notifications,
  passwordResetTokens,
  reviews,
  studios,
  users,
} from '../../db/schema';

const profileColumns = { ...publicUserColumns, phone: users.phone };

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function findPasswordHash(db: DbOrTx, userId: string) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'username' | 'phone'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(profileColumns);
  return row;
}

/**
 * Makes the account a studio owner's (POST /api/user/become-owner). Nothing else about it changes:
 * its bookings, passes and tokens stay, and an owner stays an owner. An operator is never made one,
 * even if made an operator since the request's token was read: no row then.
 */
export async function setStudioOwner(db: DbOrTx, userId: string) {
  const [row] = await db
    .update(users)
    .set({ userType: 'studio' })
    .where(and(eq(users.id, userId), ne(users.userType, 'operator')))
    .returning(profileColumns);
  return row;
}

/** The user's live tokens (signed-in devices), most recently used first. */
export function findLiveTokens(db: DbOrTx, userId: string) {
  return db
    .select({
      id: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      userAgent: authTokens.userAgent,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), liveTokens))
    .orderBy(desc(authTokens.lastUsedAt));
}

/** Revokes one of the user's tokens; false when it is not theirs or not live. */
export async function revokeTokenOfUser(db: DbOrTx, userId: string, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export async function countStudiosOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(studios)
    .where(eq(studios.userId, userId));
  return row?.n ?? 0;
}

/**
 * Erases what identifies the person. The row stays, so the studios' booking records keep their
 * history without a name; the e-mail and username are replaced by values nobody can sign in with.
 */
export async function anonymiseUser(tx: DbOrTx, userId: string) {
  await tx
    .update(users)
    .set({
      email: deletedEmail(userId),
      username: `deleted-${userId}`,
      // Not an argon2 hash: no password verifies against it.
      password: 'account-deleted',
      firstName: null,
      lastName: null,
      phone: null,
      stripeCustomerId: null,
      calendarFeedHash: null,
    })
    .where(eq(users.id, userId));
  await tx.update(reviews).set({ comment: null }).where(eq(reviews.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  // What told this person anything goes too: the bell's entries and any reset link not yet used.
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // What they saved says what they like: gone with them.
  await tx.delete(favouriteStudios).where(eq(favouriteStudios.userId, userId));
  await tx.delete(favouriteClasses).where(eq(favouriteClasses.userId, userId));
}
