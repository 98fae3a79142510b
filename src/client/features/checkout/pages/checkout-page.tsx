import { CalendarX } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { HOLD_EXPIRED_REASON } from '../../../../common/constants';
import type { Booking } from '../../../../common/schemas/booking';
import { DataState } from '../../../components/data-state';
import { PageTitle } from '../../../components/page-title';
import { SignedInPage, useSignOutOnUnauthorized } from '../../../components/require-auth';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/skeleton';
import type { AuthUser } from '../../../lib/auth';
import { displayName } from '../../../lib/display-name';
import { useBooking } from '../api/get-booking';
import { BookingReceipt } from '../components/booking-receipt';
import { CheckoutSummary } from '../components/checkout-summary';
import { DemoPaymentForm } from '../components/demo-payment-form';
import { HoldCountdown } from '../components/hold-countdown';

/**
 * The page's heading. `changed`: the booking moved to this state while the page was open (paid, or
 * the hold ran out), so the button the student pressed is gone: focus moves to the new heading, which
 * a screen reader then reads.
 */
function CheckoutHeader({
  title,
  changed = false,
  children,
}: {
  title: string;
  changed?: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);
  return (
    <header className="mb-8">
      <PageTitle>{title}</PageTitle>
      <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Checkout</p>
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-3xl text-ink outline-none sm:text-4xl">
        {title}
      </h1>
      {children}
    </header>
  );
}

function CheckoutSkeleton() {
  return (
    <CardSkeletons
      label="Loading booking…"
      className="grid gap-8 lg:grid-cols-[1fr_1.1fr]"
      cards={['h-[26rem]', 'h-[30rem]']}
    />
  );
}

export function CheckoutPage() {
  return (
    <SignedInPage
      className="mx-auto max-w-5xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14"
      pending={<CheckoutSkeleton />}
    >
      {(user) => <Checkout user={user} />}
    </SignedInPage>
  );
}

function Checkout({ user }: { user: AuthUser }) {
  const { bookingId = '' } = useParams();
  const query = useBooking(bookingId);
  useSignOutOnUnauthorized(query.error);
  const { refetch } = query;
  const onHoldEnded = useCallback(() => void refetch(), [refetch]);
  return (
    <DataState
      query={query}
      loading={<CheckoutSkeleton />}
      notFound={{
        title: 'Booking not found',
        message: "We couldn't find this booking on your account. Your bookings are all on your dashboard.",
        link: { to: '/dashboard', text: 'Go to your dashboard' },
      }}
      errorTitle="Failed to fetch booking"
    >
      {(booking) => <CheckoutFor booking={booking} user={user} onHoldEnded={onHoldEnded} />}
    </DataState>
  );
}

function CheckoutFor({
  booking,
  user,
  onHoldEnded,
}: {
  booking: Booking;
  user: AuthUser;
  onHoldEnded: () => void;
}) {
  // The page follows the booking's state (docs/decisions/0035): held, paid, or closed.
  const openedAs = useRef(booking.status);
  const changed = booking.status !== openedAs.current;
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    return (
      <>
        <CheckoutHeader
          changed={changed}
          title={booking.status === 'completed' ? 'Class completed' : "You're booked"}
        >
          <p className="mt-3 text-lg text-muted">
            {booking.status === 'completed'
              ? 'This booking is paid and the class has taken place. Your receipt is below.'
              : 'Your booking is paid and confirmed. See you there.'}
          </p>
        </CheckoutHeader>
        <BookingReceipt booking={booking} />
      </>
    );
  }
  if (booking.status !== 'pending') {
    const expired = booking.cancellationReason === HOLD_EXPIRED_REASON;
    return (
      <>
        <PageTitle>{expired ? 'Hold expired' : 'Booking cancelled'}</PageTitle>
        <StatusPanel
          icon={CalendarX}
          title={expired ? 'This hold has expired' : 'This booking was cancelled'}
          titleAs="h1"
          action={
            <Button asChild>
              <Link to={`/classes/${booking.session.class.id}`}>Back to the class</Link>
            </Button>
          }
        >
          <p>
            {expired
              ? 'The payment was not completed in time, so the place was released. Nothing was charged. You can book again if places are left.'
              : 'This booking is no longer active, so there is nothing to pay.'}
          </p>
        </StatusPanel>
      </>
    );
  }

  return (
    <>
      <CheckoutHeader title="Confirm and pay">
        {booking.holdExpiresAt && (
          <HoldCountdown holdExpiresAt={booking.holdExpiresAt} onExpired={onHoldEnded} />
        )}
      </CheckoutHeader>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_1.1fr]">
        <CheckoutSummary booking={booking} />
        <DemoPaymentForm bookingId={booking.id} total={booking.amountDue} cardholder={displayName(user)} />
      </div>
    </>
  );
}
