import type { Tx } from '../../db/client';
import { markDiscounted } from './rows/bookings.writes';

/**
 * Prices a held booking with a promo code (docs/decisions/0064), in the caller's transaction: the
 * caller has locked the code's row and checked it may be used. A booking's amount is the places
 * module's to write (docs/decisions/0049), so the promo codes module comes through here. False when
 * the booking is no longer a running hold (paid, cancelled or expired since it was read).
 */
export function discountHold(
  tx: Tx,
  input: {
    bookingId: string;
    userId: string;
    now: Date;
    promo: { id: string; percentOff: number | null; amountOff: string | null };
  },
): Promise<boolean> {
  const { promo, ...booking } = input;
  return markDiscounted(tx, {
    ...booking,
    promoCodeId: promo.id,
    percentOff: promo.percentOff,
    amountOff: promo.amountOff,
  });
}
