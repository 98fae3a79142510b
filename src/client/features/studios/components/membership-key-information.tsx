import { formatLondonDate } from '../../../../common/format';
import { COOLING_OFF_DAYS } from '../../../../common/pass-terms';
import type { Product } from '../../../../common/schemas/product';
import { firstRenewal, priceText } from '../../../lib/pass-wording';

/**
 * What the UK's DMCC Act asks a subscription to tell the buyer before the contract: the price per
 * period, the first renewal date, how to cancel, and the cooling-off right. Shown in the buy dialog,
 * above the pay buttons, so it is read before the purchase, not after.
 */
export function MembershipKeyInformation({ product, now }: { product: Product; now: Date }) {
  const rows: Array<[string, string]> = [
    ['Price', priceText(product)],
    [
      'First renewal',
      `${formatLondonDate(firstRenewal(now))}, then every month on the same day until you cancel. We remind you 3 days before each renewal.`,
    ],
    ['How to cancel', 'Cancel any time in one click from your dashboard.'],
    [
      `${COOLING_OFF_DAYS}-day cooling-off`,
      `Cancel within ${COOLING_OFF_DAYS} days of buying for a refund of what you paid, minus the price of classes already taken.`,
    ],
  ];
  return (
    <section aria-labelledby="membership-key-info" className="rounded-card bg-sage/5 p-4 sm:p-5">
      <h3 id="membership-key-info" className="font-sans text-base font-semibold text-ink">
        Key information before you subscribe
      </h3>
      <dl className="mt-3 flex flex-col gap-3 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt className="font-medium text-ink">{term}</dt>
            <dd className="mt-0.5 text-ink/80">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
