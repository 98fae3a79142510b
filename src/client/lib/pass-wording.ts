import { formatLondonDate, formatPrice } from '../../common/format';
import { addCalendarMonths, anchorDayOf } from '../../common/pass-terms';
import type { Pass } from '../../common/schemas/product';

// How a product and a pass are described, the same on the studio page (before buying) and on the
// dashboard and the operator console (after): "10 classes", "Unlimited classes", "valid 90 days", "£95.00 per month".

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 'es'}`;

/** "10 classes", "1 class", or "Unlimited classes" (a membership without a cap: credits null). */
export function creditsText(credits: number | null, perPeriod = false): string {
  if (credits === null) return 'Unlimited classes';
  return `${plural(credits, 'class')}${perPeriod ? ' a month' : ''}`;
}

interface Terms {
  kind: string;
  price: string;
  credits: number | null;
  validDays: number | null;
}

/** "valid 90 days" for a pack or intro offer, "per month" for a membership. */
export function validityText(product: Terms): string {
  if (product.kind === 'membership') return 'per month';
  const days = product.validDays ?? 0;
  return `valid ${days} day${days === 1 ? '' : 's'}`;
}

/** "£95.00 per month" or "£150.00": what the price buys, in the DMCC Act's terms for a membership. */
export function priceText(product: Terms): string {
  return product.kind === 'membership'
    ? `${formatPrice(product.price)} per month`
    : formatPrice(product.price);
}

/**
 * When a membership bought now first renews: one calendar month on, on the same day of the month,
 * clamped to the month's length (31 January renews on 28 or 29 February). The server's own rule
 * (src/common/pass-terms.ts), so the date promised is the date charged.
 */
export function firstRenewal(now: Date): Date {
  return addCalendarMonths(now, 1, anchorDayOf(now));
}

export const KIND_LABEL: Record<string, string> = {
  pack: 'Class pack',
  intro: 'Intro offer',
  membership: 'Membership',
};

/** A pass's status as a badge shows it. */
export const PASS_STATUS: Record<Pass['status'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-success/10 text-success' },
  past_due: { label: 'Payment due', className: 'bg-warn/10 text-warn' },
  cancelled: { label: 'Cancelled', className: 'bg-ink/5 text-ink' },
  expired: { label: 'Expired', className: 'bg-ink/5 text-ink' },
};

/** "7 of 10 credits left", "Unlimited classes", or this month's for a capped membership. */
export function creditsLine(pass: Pass): string {
  if (pass.creditsLeft === null) return 'Unlimited classes';
  const of = `${pass.creditsLeft} of ${pass.creditsTotal} credit${pass.creditsTotal === 1 ? '' : 's'} left`;
  return pass.kind === 'membership' ? `${of} this month` : of;
}

/** Until when it pays, and what happens then: renews, ends, or has ended. */
export function datesLine(pass: Pass): string {
  if (pass.status === 'cancelled') return `Ended ${formatLondonDate(pass.endsAt ?? pass.expiresAt)}`;
  if (pass.status === 'expired') return `Expired ${formatLondonDate(pass.expiresAt)}`;
  if (pass.status === 'past_due')
    return 'The renewal payment failed: it pays for no classes until it is paid';
  if (pass.renewsAt) return `Renews on ${formatLondonDate(pass.renewsAt)}`;
  if (pass.kind === 'membership') return `Cancelled: stays active until ${formatLondonDate(pass.expiresAt)}`;
  return `Expires ${formatLondonDate(pass.expiresAt)}`;
}
