import { Building2, CalendarClock, CalendarDays, Clock, MonitorSmartphone } from 'lucide-react';
import { formatPrice, formatSessionDate, formatTime } from '../../../../common/format';
import type { Booking } from '../../../../common/schemas/booking';
import { DetailList } from '../../../components/detail-list';
import { ServiceBadge } from '../../../components/service-badge';
import { Card } from '../../../components/ui/card';
import { deadlineSentence } from '../../../lib/cancellation';
import { DiscountLines } from './discount-lines';
import { PromoCodeForm } from './promo-code-form';

/**
 * Class, studio, date and time, duration, format (Online or In-Person), the promo code field, and the
 * total: with a code, the price and its discount above it.
 */
export function CheckoutSummary({ booking }: { booking: Booking }) {
  const { session } = booking;
  const { class: cls } = session;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl text-ink">Booking summary</h2>
      <div className="mt-6 flex flex-col gap-2">
        <ServiceBadge type={cls.serviceType} className="self-start" />
        <p className="font-display text-2xl wrap-anywhere text-ink">{cls.title}</p>
      </div>
      <DetailList
        columns={1}
        className="mt-6"
        items={[
          { Icon: Building2, label: 'Studio', value: cls.studio.name },
          {
            Icon: CalendarDays,
            label: 'Date and time',
            value: `${formatSessionDate(session.startTime)} – ${formatTime(session.endTime)}`,
          },
          { Icon: Clock, label: 'Duration', value: `${cls.duration} minutes` },
          {
            Icon: MonitorSmartphone,
            label: 'Format',
            value: cls.deliveryMethod === 'online' ? 'Online' : 'In-Person',
          },
          { Icon: CalendarClock, label: 'Cancellation', value: deadlineSentence(booking, Date.now()) },
        ]}
      />
      <PromoCodeForm booking={booking} />
      {booking.promoCode && (
        <dl aria-label="Price" className="mt-5 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          <DiscountLines booking={booking} alignEnd />
        </dl>
      )}
      <div className="mt-5 flex items-baseline justify-between gap-4 border-t border-line pt-5">
        <p className="font-semibold text-ink">Total</p>
        <p className="font-display text-3xl text-ink" data-testid="checkout-total">
          {formatPrice(booking.amountDue)}
        </p>
      </div>
    </Card>
  );
}
