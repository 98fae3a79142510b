import { CalendarClock, FileSignature, LockKeyhole, Ticket } from 'lucide-react';
import { formatLondonDate, formatPrice, formatSessionDate } from '../../../../common/format';
import type { Pass } from '../../../../common/schemas/product';
import type { SessionDetail } from '../../../../common/schemas/session';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { deadlineSentence } from '../../../lib/cancellation';
import { passOptionLabel } from './pass-for-session';

interface BookingSummaryProps {
  session: SessionDetail;
  participant: string;
  isBooking: boolean;
  onBook: () => void;
  /** A pass of the student's that can pay for this session; offered beside paying for one class. */
  pass?: Pass;
  onBookWithPass: (pass: Pass) => void;
  /** Why booking must wait (a waiver to sign first): the buttons are disabled and this says why. */
  blocked?: string;
}

/**
 * Participant, total and 'Proceed to Payment' ('Processing...' and disabled while it runs), and, when
 * the student holds a pass that can pay, 'Use a pass', which books at once without checkout.
 */
export function BookingSummary({
  session,
  participant,
  isBooking,
  onBook,
  pass,
  onBookWithPass,
  blocked,
}: BookingSummaryProps) {
  const { class: cls } = session;
  const disabled = isBooking || Boolean(blocked);
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl text-ink">Booking summary</h2>
      <dl className="mt-6 flex flex-col gap-3 text-base">
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-muted">Participant</dt>
          <dd className="min-w-0 text-right font-medium wrap-anywhere text-ink">{participant}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-muted">Class</dt>
          <dd className="min-w-0 text-right font-medium wrap-anywhere text-ink">{cls.title}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Date</dt>
          <dd className="text-right font-medium text-ink">{formatSessionDate(session.startTime)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">1 × place</dt>
          <dd className="text-right font-medium text-ink">{formatPrice(cls.price)}</dd>
        </div>
        {/* With a pass the place costs a credit, not the price (issue 69): the card price is the
            other way, said as such. */}
        <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-5">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-display text-3xl text-ink" data-testid="booking-total">
            {pass ? '1 credit' : formatPrice(cls.price)}
          </dd>
        </div>
        {pass && (
          <div className="flex justify-between gap-4 text-sm">
            <dt className="text-muted">Or by card, without your pass</dt>
            <dd className="text-right text-ink">{formatPrice(cls.price)}</dd>
          </div>
        )}
      </dl>
      {pass && (
        <div className="mt-6 flex flex-col gap-2 rounded-card bg-sage/5 p-4">
          <Button
            size="lg"
            className="w-full"
            disabled={disabled}
            aria-describedby={blocked ? 'booking-blocked' : undefined}
            onClick={() => onBookWithPass(pass)}
          >
            <Ticket aria-hidden="true" />
            {passOptionLabel(pass)}
          </Button>
          <p className="text-sm text-ink/80">
            <span className="font-medium wrap-anywhere text-ink">{pass.name}</span>
            {pass.renewsAt
              ? `, renews on ${formatLondonDate(pass.renewsAt)}`
              : `, valid until ${formatLondonDate(pass.expiresAt)}`}
            . Books your place at once, with nothing to pay.
          </p>
        </div>
      )}
      <Button
        size="lg"
        variant={pass ? 'secondary' : 'primary'}
        className="mt-6 w-full"
        disabled={disabled}
        aria-describedby={blocked ? 'booking-blocked' : undefined}
        onClick={onBook}
      >
        {isBooking
          ? 'Processing...'
          : pass
            ? `Pay for one class (${formatPrice(cls.price)})`
            : 'Proceed to Payment'}
      </Button>
      {blocked && (
        <p id="booking-blocked" className="mt-3 flex items-start gap-2 text-sm font-medium text-ink">
          <FileSignature aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay" />
          {blocked}
        </p>
      )}
      <p className="mt-4 flex items-start gap-2 text-sm text-ink">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
        {deadlineSentence(session, Date.now())}
      </p>
      <p className="mt-2 flex items-start gap-2 text-sm text-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your place is held when you continue to payment. Payment is a demo: no money is taken.
      </p>
    </Card>
  );
}
