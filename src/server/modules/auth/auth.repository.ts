import { and, eq, isNotNull, isNull, lt, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { decodeRow } from '../../db/decode-row';
import { liveTokens, publicUserColumns } from '../../db/live-tokens';
import { preparedSql } from '../../db/prepared';
import { authTokens, users } from '../../db/schema';

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
    .select({ user: publicUserColumns, password: users.password, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function insertToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
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

/** The auth_tokens row of a live token: this hash, not revoked, not expired, not idle. */
function liveTokenCondition(tokenHash: SQL | SQL.Aliased | Placeholder) {
  return and(eq(authTokens.tokenHash, tokenHash), liveTokens);
}

/**
 * The user behind a live token, in one prepared statement: every signed-in request asks. The same
 * statement marks the token used, writing only when the last mark is five minutes old, so a busy
 * client costs one write per five minutes rather than one per request.
 */
export async function findUserByTokenHash(db: DbOrTx, tokenHash: string) {
  const statement = preparedSql(
    db,
    'user_by_token_hash',
    () => sql`
    with live as (
      select ${authTokens.id} as token_id, ${authTokens.lastUsedAt} as last_used_at,
        ${sql.join(Object.values(publicUserColumns), sql`, `)}
      from ${authTokens} join ${users} on ${users.id} = ${authTokens.userId}
      where ${liveTokenCondition(sql.placeholder('tokenHash'))} and ${users.suspendedAt} is null
    ), touched as (
      update ${authTokens} set last_used_at = now() from live
      where ${authTokens.id} = live.token_id and live.last_used_at < now() - interval '5 minutes'
    )
    select * from live`,
  );
  const [row] = (await statement.execute({ tokenHash })).rows;
  return row && { user: decodeRow(publicUserColumns, row), tokenId: String(row.token_id) };
}

export async function revokeToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

export async function updatePasswordHash(db: DbOrTx, userId: string, password: string) {
  await db.update(users).set({ password }).where(eq(users.id, userId));
}

/** Revokes every token of the user but `keepTokenId` (all of them when it is undefined). */
export async function revokeOtherTokens(db: DbOrTx, userId: string, keepTokenId?: string) {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId ? ne(authTokens.id, keepTokenId) : undefined,
      ),
    );
}
