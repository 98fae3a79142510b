import { and, gt, isNull, sql } from 'drizzle-orm';
import { authTokens, users } from './schema';

// Query pieces more than one module reads (sign-in, the account's device list): they live beside the
// schema so that no module's repository reaches into another's.

/** The user columns any answer about a person may carry: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
};

/** A token unused for this long is dead, however far its absolute expiry (ASVS 7.3.1). */
const TOKEN_IDLE_TIMEOUT = sql`interval '14 days'`;

/**
 * Tokens not revoked, not expired and not idle: the live ones. A token lives by the database's clock,
 * not the app's: its last use is stamped by the database, and it must die at the same instant for
 * every instance and the booking statement alike, whatever a test does to one app's clock.
 */
export const liveTokens = and(
  isNull(authTokens.revokedAt),
  gt(authTokens.expiresAt, sql`now()`),
  gt(authTokens.lastUsedAt, sql`now() - ${TOKEN_IDLE_TIMEOUT}`),
);
