import { formatLondonDateTime, formatPrice } from '../../../../common/format';
import { isoDate, londonTime } from '../../../../common/london-time';
import type { PromoCode } from '../../../../common/schemas/promo-code';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DeactivatePromoCodeDialog } from './deactivate-promo-code-dialog';
import { addDays, formatDate } from './london-dates';

/** "10% off" or "£5.00 off". */
const discountOf = (promo: PromoCode) =>
  promo.percentOff !== null ? `${promo.percentOff}% off` : `${formatPrice(promo.amountOff ?? '0')} off`;

/**
 * When the code stops: a London midnight (what the form makes of "Valid until") reads as the end of
 * the day before it; any other instant is shown as it is.
 */
function validUntilText(validUntil: string): string {
  const t = londonTime(validUntil);
  if (t.hour !== 0 || t.minute !== 0) return formatLondonDateTime(validUntil);
  const last = addDays(isoDate(t), -1);
  return `End of ${formatDate(last, 'long')} ${last.slice(0, 4)}`;
}

/** Active, or why not: deactivated by the owner, or past its last day. */
function status(promo: PromoCode, now: number) {
  if (!promo.active) return <Badge className="bg-ink/5 text-muted">Inactive</Badge>;
  if (promo.validUntil && Date.parse(promo.validUntil) <= now)
    return <Badge className="bg-ink/5 text-muted">Expired</Badge>;
  return <Badge className="bg-success/10 text-success">Active</Badge>;
}

/** One promo code on the Pricing tab: its discount, status, limits and uses; Deactivate. */
export function PromoCodeCard({ promo }: { promo: PromoCode }) {
  return (
    <Card data-testid="owner-promo-code" className="flex h-full flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        {status(promo, Date.now())}
        {promo.firstVisitOnly && <Badge className="bg-sage/10 text-sage">First visits only</Badge>}
      </div>
      <div className="flex flex-col gap-1.5">
        <h4 className="font-mono text-xl font-semibold tracking-wide break-all text-ink">{promo.code}</h4>
        <p className="text-sm text-muted">{discountOf(promo)}</p>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm">
        <div>
          <dt className="text-muted">Uses</dt>
          <dd className="font-semibold text-ink">
            {promo.uses.toLocaleString('en-GB')}
            {promo.maxUses !== null && ` of ${promo.maxUses.toLocaleString('en-GB')}`}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Valid until</dt>
          <dd className="font-semibold text-ink">
            {promo.validUntil ? validUntilText(promo.validUntil) : 'No end date'}
          </dd>
        </div>
      </dl>
      {promo.active && (
        <div className="flex flex-wrap gap-2">
          <DeactivatePromoCodeDialog promo={promo} />
        </div>
      )}
    </Card>
  );
}
