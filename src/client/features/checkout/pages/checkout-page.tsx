import { CloudOff, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { RequireAuth, useSignOutOnUnauthorized } from '../../../components/require-auth';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToaster } from '../../../components/ui/toast-host';
import { isNotFound } from '../../../lib/api-client';
import type { AuthUser } from '../../../lib/auth';
import { displayName } from '../../../lib/display-name';
import { useBooking } from '../api/get-booking';
import { CheckoutSummary } from '../components/checkout-summary';
import { DemoPaymentForm } from '../components/demo-payment-form';

function CheckoutSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
      <span className="sr-only">Loading booking…</span>
      <Skeleton shape="card" className="h-[26rem]" />
      <Skeleton shape="card" className="h-[30rem]" />
    </div>
  );
}

export function CheckoutPage() {
  useToaster();
  return (
    <div className="mx-auto max-w-5xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14">
      <RequireAuth pending={<CheckoutSkeleton />}>{(user) => <Checkout user={user} />}</RequireAuth>
    </div>
  );
}

function Checkout({ user }: { user: AuthUser }) {
  const { bookingId = '' } = useParams();
  const { data: booking, isPending, isError, error, refetch } = useBooking(bookingId);
  useSignOutOnUnauthorized(error);

  if (isPending) return <CheckoutSkeleton />;
  if (isError) {
    return isNotFound(error) ? (
      <>
        <PageTitle>Booking not found</PageTitle>
        <StatusPanel
          icon={SearchX}
          title="Booking not found"
          titleAs="h1"
          action={
            <Button asChild>
              <Link to="/dashboard">Go to your dashboard</Link>
            </Button>
          }
        >
          <p>We couldn't find this booking on your account. Your bookings are all on your dashboard.</p>
        </StatusPanel>
      </>
    ) : (
      <StatusPanel
        icon={CloudOff}
        tone="error"
        title="Failed to fetch booking"
        titleAs="h1"
        action={
          <Button variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <>
      <PageTitle>Checkout</PageTitle>
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Checkout</p>
        <h1 className="mt-3 text-3xl text-ink sm:text-4xl">Confirm and pay</h1>
        <p className="mt-3 text-lg text-muted">Your place is held. Pay to finish your booking.</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_1.1fr]">
        <CheckoutSummary booking={booking} />
        <DemoPaymentForm bookingId={booking.id} total={booking.amountPaid} cardholder={displayName(user)} />
      </div>
    </>
  );
}
