import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serverKeys, users } from '../../db/schema';

/**
 * The kinds of optional message, and the switch of each in the user's row. Everything else
 * (receipts, cancellations, moves, resets) is transactional and always goes.
 */
export const OPTIONAL_KINDS = {
  reminders: 'notifyReminders',
  'review-invites': 'notifyReviewInvites',
  digest: 'notifyDigest',
} as const satisfies Record<string, keyof typeof users.$inferSelect>;
export type OptionalKind = keyof typeof OPTIONAL_KINDS;

const KEY_NAME = 'unsubscribe-hmac';

/**
 * The HMAC key of the unsubscribe links: made once, by whichever process first needs it, and kept in
 * the database so every worker and every restart signs and checks with the same one.
 */
export async function unsubscribeKey(db: DbOrTx): Promise<string> {
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error('the unsubscribe key could not be stored');
  return row.value;
}

/** Turns one kind of optional message off for a user; false when there is no such user. */
export async function switchOff(db: DbOrTx, userId: string, kind: OptionalKind): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [OPTIONAL_KINDS[kind]]: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
