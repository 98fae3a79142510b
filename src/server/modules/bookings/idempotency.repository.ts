import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/**
 * Claims a key for this user. A concurrent request with the same key blocks on the unique index
 * until the first transaction ends: it then sees the committed key (false) or, if the first rolled
 * back, claims the key itself (true).
 */
export async function claimKey(tx: DbOrTx, userId: string, key: string): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKeyBookingId(tx: DbOrTx, userId: string, key: string) {
  const [row] = await tx
    .select({ bookingId: idempotencyKeys.bookingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.bookingId ?? undefined;
}

export async function attachBooking(tx: DbOrTx, userId: string, key: string, bookingId: string) {
  await tx
    .update(idempotencyKeys)
    .set({ bookingId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
