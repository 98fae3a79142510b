import { and, eq, gt, isNotNull, isNull, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { authTokens, users } from '../../db/schema';

const publicUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
};

/** Which of the e-mail and the username (case-insensitively) are already taken. */
export async function findTakenIdentities(db: DbOrTx, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), eq(sql`lower(${users.username})`, username.toLowerCase())));
  return {
    email: rows.some((r) => r.email === email),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning(publicUserColumns);
  return row as NonNullable<typeof row>;
}

export async function findUserWithPasswordByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...publicUserColumns, password: users.password })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function insertToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Expired and revoked tokens are useless; dropping a user's old ones at login keeps the table small. */
export async function deleteDeadTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        or(lt(authTokens.expiresAt, sql`now()`), isNotNull(authTokens.revokedAt)),
      ),
    );
}

/**
 * The auth_tokens row of a live token: this hash, not revoked, not expired. The one definition of a
 * live token, shared by the sign-in check and the booking statement (which checks it itself).
 */
export function liveTokenCondition(tokenHash: SQL | SQL.Aliased | Placeholder) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );
}

/** The user behind a live token (not revoked, not expired), in one prepared query: every signed-in request asks. */
export async function findUserByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await prepared(db, 'user_by_token_hash', (d) =>
    d
      .select(publicUserColumns)
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(liveTokenCondition(sql.placeholder('tokenHash')))
      .prepare('user_by_token_hash'),
  ).execute({ tokenHash });
  return row;
}

export async function revokeToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}
