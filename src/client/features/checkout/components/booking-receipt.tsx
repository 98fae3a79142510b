import { CalendarClock, CalendarDays, CircleCheck, Link2, MapPin, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { bookingReference } from '../../../../common/booking-reference';
import { formatLondonDateTime, formatPrice, formatSessionDate, formatTime } from '../../../../common/format';
import type { Booking } from '../../../../common/schemas/booking';
import { AddToCalendarButton } from '../../../components/add-to-calendar-button';
import { CalendarWebLinks } from '../../../components/calendar-web-links';
import { DetailList } from '../../../components/detail-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { deadlineSentence } from '../../../lib/cancellation';
import { DiscountLines } from './discount-lines';

const mapLink = (address: string, city: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${city}`)}`;

/**
 * A paid booking: the receipt (reference, paid date, amount; nothing left to pay) and what the
 * student needs next: when, where (a map link, or the join link of an online class), the calendar,
 * the cancellation deadline, and the way to their bookings.
 */
export function BookingReceipt({ booking }: { booking: Booking }) {
  const { session } = booking;
  const { class: cls } = session;
  const online = cls.deliveryMethod === 'online';
  const upcoming = booking.status === 'confirmed';
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1.1fr_1fr]">
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl wrap-anywhere text-ink">{cls.title}</h2>
        <p className="mt-1 wrap-anywhere text-muted">{cls.studio.name}</p>
        <DetailList
          columns={1}
          className="mt-6"
          items={[
            {
              Icon: CalendarDays,
              label: 'Date and time (London)',
              value: `${formatSessionDate(session.startTime)} – ${formatTime(session.endTime)}`,
            },
            online
              ? {
                  Icon: Link2,
                  label: 'Join online',
                  value: session.meetingLink ? (
                    <a className="text-sage underline underline-offset-4" href={session.meetingLink}>
                      {session.meetingLink}
                    </a>
                  ) : (
                    'The studio will share the link before the class.'
                  ),
                }
              : {
                  Icon: MapPin,
                  label: 'Address',
                  value: (
                    <>
                      {cls.studio.address}, {cls.studio.city}{' '}
                      <a
                        className="text-sage underline underline-offset-4"
                        href={mapLink(cls.studio.address, cls.studio.city)}
                        target="_blank"
                        rel="noreferrer"
                      >
                        Open in Maps
                      </a>
                    </>
                  ),
                },
            ...(upcoming
              ? [{ Icon: CalendarClock, label: 'Cancellation', value: deadlineSentence(booking, Date.now()) }]
              : []),
          ]}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={`/dashboard?booking=${encodeURIComponent(booking.id)}`}>Go to my bookings</Link>
          </Button>
          {upcoming && <AddToCalendarButton bookingId={booking.id} variant="secondary" size="lg" />}
        </div>
        {upcoming && <CalendarWebLinks booking={booking} className="mt-4" />}
      </Card>
      <Card className="p-6 sm:p-8" aria-labelledby="receipt-heading">
        <h2 id="receipt-heading" className="flex items-center gap-2 text-xl text-ink">
          <Receipt aria-hidden="true" className="size-5 text-sage" />
          Receipt
        </h2>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          <dt className="text-muted">Booking reference</dt>
          <dd className="font-semibold text-ink">{bookingReference(booking.id)}</dd>
          {booking.paidWith === 'pass' ? (
            // A credit paid: there is no payment to refer to, and the amount below is nothing.
            <>
              <dt className="text-muted">Paid with</dt>
              <dd className="text-ink">One credit of your pass</dd>
            </>
          ) : (
            <>
              <dt className="text-muted">Payment reference</dt>
              <dd className="break-all text-ink">{booking.paymentReference ?? '—'}</dd>
            </>
          )}
          <dt className="text-muted">Paid</dt>
          <dd className="text-ink">{booking.paidAt ? formatLondonDateTime(booking.paidAt) : '—'}</dd>
          <DiscountLines booking={booking} />
        </dl>
        <div className="mt-6 flex items-baseline justify-between gap-4 border-t border-line pt-5">
          <p className="flex items-center gap-2 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-5" />
            {booking.paidWith === 'pass' ? 'Paid with your pass' : 'Amount paid'}
          </p>
          {/* A pass booking records £0.00; what it cost was a credit (issue 69). */}
          <p className="font-display text-3xl text-ink" data-testid="receipt-total">
            {booking.paidWith === 'pass' ? '1 credit' : formatPrice(booking.amountPaid)}
          </p>
        </div>
      </Card>
    </div>
  );
}
