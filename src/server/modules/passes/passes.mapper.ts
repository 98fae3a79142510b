import { passStatusAt } from '../../../common/pass-terms';
import type { CancelPassAnswer, Pass } from '../../../common/schemas/product';
import type { passes } from '../../db/schema';

export type PassRow = typeof passes.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPassDto(row: PassRow, now: Date): Pass {
  return {
    id: row.id,
    productId: row.productId,
    studioId: row.studioId,
    kind: row.kind,
    name: row.name,
    creditsTotal: row.creditsTotal,
    creditsLeft: row.creditsLeft,
    validFrom: row.validFrom.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: passStatusAt(row, now),
    renewsAt: iso(row.renewsAt),
    endsAt: iso(row.endsAt),
    paymentReference: row.paymentReference,
    amountPaid: row.amountPaid,
  };
}

export const toCancelledPassDto = (row: PassRow, now: Date): CancelPassAnswer => ({
  ...toPassDto(row, now),
  refund: row.refundAmount,
});

/** The caller's passes, active first, then the newest first. */
export function activeFirst(list: Pass[]): Pass[] {
  const rank = (p: Pass) => (p.status === 'active' ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b) || b.validFrom.localeCompare(a.validFrom));
}
