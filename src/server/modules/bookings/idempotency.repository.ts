import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export async function findKeyBookingId(tx: DbOrTx, userId: string, key: string) {
  const [row] = await tx
    .select({ bookingId: idempotencyKeys.bookingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.bookingId ?? undefined;
}
