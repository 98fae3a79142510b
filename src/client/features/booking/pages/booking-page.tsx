import { CalendarCheck, CalendarX, type LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatSessionDate } from '../../../../common/format';
import type { Pass } from '../../../../common/schemas/product';
import type { SessionDetail } from '../../../../common/schemas/session';
import { DataState } from '../../../components/data-state';
import { PageTitle } from '../../../components/page-title';
import { SignedInPage, useSignOutOnUnauthorized } from '../../../components/require-auth';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { WaiverStep } from '../../../components/waivers/waiver-step';
import { useUserPasses } from '../../../lib/account-queries';
import { ApiError, errorMessage, hasErrorCode } from '../../../lib/api-client';
import type { AuthUser } from '../../../lib/auth';
import { displayName } from '../../../lib/display-name';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useUserWaitlist } from '../../../lib/waitlist';
import { isWaiverRefusal, useWaiverNeed } from '../../../lib/waivers';
import { useCreateBooking } from '../api/create-booking';
import { useSession } from '../api/get-session';
import { BookingSkeleton } from '../components/booking-skeleton';
import { BookingSummary } from '../components/booking-summary';
import { OnWaitlist } from '../components/on-waitlist';
import { passForSession } from '../components/pass-for-session';
import { SessionOverview } from '../components/session-overview';
import { WaitlistPanel } from '../components/waitlist-panel';

export function BookingPage() {
  return (
    <SignedInPage
      className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:pt-10"
      pending={<BookingSkeleton />}
    >
      {(user) => <Booking user={user} />}
    </SignedInPage>
  );
}

function Booking({ user }: { user: AuthUser }) {
  const { sessionId = '' } = useParams();
  const query = useSession(sessionId);
  useSignOutOnUnauthorized(query.error);
  return (
    <DataState
      query={query}
      loading={<BookingSkeleton />}
      notFound={{
        title: 'Session not found',
        message: 'This session may have been moved or removed. There are plenty of others to choose from.',
        link: { to: '/browse', text: 'Browse classes' },
      }}
      errorTitle="Failed to fetch session"
    >
      {(session) => <BookSession session={session} user={user} refetch={query.refetch} />}
    </DataState>
  );
}

/** Why a pass could not pay, in the page's words: decided by the refusal's code, never its text. */
function passRefusal(error: unknown): string {
  if (hasErrorCode(error, 'PASS_EMPTY'))
    return 'This pass has no credits left. You can pay for the class instead.';
  if (hasErrorCode(error, 'PASS_EXPIRED'))
    return 'This pass is not valid on the day of this session. You can pay for the class instead.';
  if (hasErrorCode(error, 'PASS_NOT_VALID'))
    return 'This pass cannot be used for this session. You can pay for the class instead.';
  return errorMessage(error, 'Something went wrong. Please try again.');
}

function BookSession({
  session,
  user,
  refetch,
}: {
  session: SessionDetail;
  user: AuthUser;
  refetch: () => unknown;
}) {
  const navigate = useNavigate();
  const book = useCreateBooking();
  const passes = useUserPasses();
  const pass = passForSession(passes.data, session);
  const waiting = useUserWaitlist();
  const entry = waiting.data?.find((e) => e.sessionId === session.id && e.status === 'waiting');
  // The studio's waiver, signed before booking (issue 66): inline on this page, one flow.
  const waiver = useWaiverNeed(session.class.studio.id);
  // A second click in the same frame, before the button re-renders disabled, must not book again.
  const inFlight = useRef(false);

  const backToClass = (
    <Button asChild variant="link" size="inline" className="mb-6">
      <Link to={`/classes/${session.classId}`}>← Back to class</Link>
    </Button>
  );

  // The page knows before the click what booking would answer: the student's own place first, then a
  // session that can no longer be booked, then a full one.
  const own = session.callerBooking;
  // One shape for every state in which the page offers no payment: a title, a reason, one way on.
  const closed = (icon: LucideIcon, title: string, link: { to: string; text: string }, reason: ReactNode) => (
    <>
      <PageTitle>{title}</PageTitle>
      {backToClass}
      <StatusPanel
        icon={icon}
        title={title}
        titleAs="h1"
        action={
          <Button asChild>
            <Link to={link.to}>{link.text}</Link>
          </Button>
        }
      >
        {/* Which session this is: a student arriving from a link, or about to join the waitlist,
            should not have to guess. */}
        <p className="font-medium wrap-anywhere text-ink">
          {session.class.title} at {session.class.studio.name}
        </p>
        <p>{formatSessionDate(session.startTime)}</p>
        <p className="mt-3">{reason}</p>
      </StatusPanel>
    </>
  );
  const otherSessions = { to: `/classes/${session.classId}`, text: 'See other sessions' };
  const waiverStep = (then: string) => (
    <WaiverStep
      need={waiver}
      studioName={session.class.studio.name}
      accountName={displayName(user)}
      then={then}
    />
  );

  if (own) {
    const held = own.status === 'pending';
    return closed(
      CalendarCheck,
      held ? 'Your place is held' : "You're booked",
      { to: `/checkout/${own.id}`, text: held ? 'Finish paying' : 'View your booking' },
      held
        ? 'You have a place on this session waiting for payment.'
        : 'You already have a place on this session.',
    );
  }

  if (session.status !== 'scheduled' || Date.parse(session.startTime) <= Date.now()) {
    const cancelled = session.status === 'cancelled';
    return closed(
      CalendarX,
      cancelled ? 'This session has been cancelled' : 'This session has already started',
      otherSessions,
      'It can no longer be booked.',
    );
  }

  // Full when maxParticipants minus currentParticipants is zero or less.
  if (session.class.maxParticipants - session.currentParticipants <= 0) {
    // In line already: their place in line, not the spec's "no longer available" (issue 34).
    if (waiting.isPending) return <BookingSkeleton />;
    if (entry) return <OnWaitlist session={session} position={entry.position} backToClass={backToClass} />;
    return (
      <WaitlistPanel
        session={session}
        backToClass={backToClass}
        waiver={waiver}
        waiverStep={waiverStep('join the waitlist')}
      />
    );
  }

  // Both ways of booking go through here: paying for one class lands on checkout with a held place;
  // a pass confirms at once and lands on the same page, which then shows the booking confirmed.
  const attempt = (input: { amountPaid: string } | { passId: string }, refusal: (err: unknown) => string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    book.mutate(
      { sessionId: session.id, ...input, idempotencyKey: newIdempotencyKey() },
      {
        // The guard stays set after a success: the page is leaving for checkout, and a second click
        // of a double click can land after a fast answer but before the navigation.
        onSuccess: (booking) => navigate(`/checkout/${booking.id}`),
        onError: (err) => {
          inFlight.current = false;
          // Refused (a place lost in a race, a booking made in another tab, a pass used up elsewhere):
          // show the true state now.
          if (err instanceof ApiError && err.status === 409) {
            void refetch();
            void passes.refetch();
          }
          // The studio's waiver changed since the page asked: the new version is shown to sign.
          if (isWaiverRefusal(err)) waiver.refetch();
          toast({ variant: 'destructive', title: 'Booking Failed', description: refusal(err) });
        },
      },
    );
  };
  const onBook = () =>
    attempt({ amountPaid: session.class.price }, (err) =>
      errorMessage(err, 'Something went wrong. Please try again.'),
    );
  const onBookWithPass = (chosen: Pass) => attempt({ passId: chosen.id }, passRefusal);

  return (
    <>
      <PageTitle>Complete Your Booking</PageTitle>
      {backToClass}
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Booking</p>
        <h1 className="mt-3 text-3xl text-ink sm:text-4xl">Complete Your Booking</h1>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[1.5fr_1fr]">
        <div className="flex min-w-0 flex-col gap-8">
          {waiverStep('book your place')}
          <SessionOverview session={session} />
        </div>
        <aside aria-label="Booking summary" className="lg:sticky lg:top-24">
          <BookingSummary
            session={session}
            participant={displayName(user)}
            isBooking={book.isPending}
            onBook={onBook}
            pass={pass}
            onBookWithPass={onBookWithPass}
            blocked={
              waiver.state === 'sign' ? `Sign ${session.class.studio.name}'s waiver to book.` : undefined
            }
          />
        </aside>
      </div>
    </>
  );
}
