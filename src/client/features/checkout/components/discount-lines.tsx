import { formatPrice } from '../../../../common/format';
import { formatPence, toPence } from '../../../../common/money';
import type { Booking } from '../../../../common/schemas/booking';

/** The price before the promo code: what is due plus what the code took off, in whole pence. */
export function priceBeforeDiscount(booking: Pick<Booking, 'amountDue' | 'discount'>): string {
  return formatPence((toPence(booking.amountDue) ?? 0) + (toPence(booking.discount ?? '0') ?? 0));
}

/**
 * The price and the promo code's discount, as rows of a `<dl>` (the checkout's summary and the
 * receipt both show them above their total); nothing for a booking without a code.
 */
export function DiscountLines({ booking, alignEnd = false }: { booking: Booking; alignEnd?: boolean }) {
  if (!booking.promoCode || booking.discount === null) return null;
  const end = alignEnd ? 'text-right ' : '';
  return (
    <>
      <dt className="text-muted">Price</dt>
      <dd className={`${end}text-ink`}>{formatPrice(priceBeforeDiscount(booking))}</dd>
      <dt className="text-muted">
        Promo code <span className="font-semibold wrap-anywhere text-ink">{booking.promoCode}</span>
      </dt>
      <dd className={`${end}font-semibold text-success`}>−{formatPrice(booking.discount)}</dd>
    </>
  );
}
