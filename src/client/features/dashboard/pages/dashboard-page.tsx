import { CalendarCheck, CalendarHeart, CalendarX, CloudOff, History, Layers, Sparkles } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SignedInPage, useSignOutOnUnauthorized } from '../../../components/require-auth';
import { StatGrid } from '../../../components/stat-grid';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AuthUser } from '../../../lib/auth';
import { useUserBookings } from '../api/get-user-bookings';
import { bookingStats, heldBookings, splitBookings, splitPast } from '../components/booking-groups';
import { BookingList } from '../components/booking-list';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { HeldPlaces } from '../components/held-places';
import { NotificationsPanel, NotificationsTab } from '../components/notifications-panel';
import { PassesPanel } from '../components/passes-panel';
import { ProfilePanel } from '../components/profile-panel';
import { SavedPanel } from '../components/saved-panel';
import { WaitlistSection } from '../components/waitlist-section';

function ListSkeleton() {
  return <CardSkeletons label="Loading bookings…" className="flex flex-col gap-4" cards={['h-36', 'h-36']} />;
}

const TABS = ['upcoming', 'past', 'saved', 'passes', 'notifications', 'profile'] as const;

/** /dashboard and /bookings: the same student dashboard. */
export function DashboardPage() {
  return (
    <SignedInPage
      className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14"
      pending={<ListSkeleton />}
    >
      {(user) => <Dashboard user={user} />}
    </SignedInPage>
  );
}

function Dashboard({ user }: { user: AuthUser }) {
  const { pathname } = useLocation();
  // ?tab=profile opens the Profile tab directly (the privacy notice links to it); ?tab=passes the
  // passes (where buying one leads); ?tab=notifications the notifications.
  const [params] = useSearchParams();
  const initialTab = TABS.find((tab) => tab === params.get('tab')) ?? 'upcoming';
  const { data: bookings, isPending, isError, error, refetch } = useUserBookings();
  useSignOutOnUnauthorized(error);
  const now = Date.now();
  const { upcoming, past } = splitBookings(bookings ?? [], now);
  const { taken, cancelled } = splitPast(past);
  const held = heldBookings(bookings ?? [], now);
  const stats = bookingStats(bookings ?? [], now);
  const title = pathname === '/bookings' ? 'My Bookings' : 'Dashboard';

  const failed = (
    <StatusPanel
      icon={CloudOff}
      tone="error"
      title="Failed to fetch bookings"
      action={
        <Button variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      }
    />
  );

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">{title}</p>
          <h1 className="mt-3 text-3xl wrap-anywhere text-ink sm:text-4xl">
            Hello, {user.firstName ?? user.username}
          </h1>
          <p className="mt-3 text-lg text-muted">Your classes and bookings, all in one place.</p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/browse">
            <Sparkles aria-hidden="true" /> Find a class
          </Link>
        </Button>
      </header>

      <section aria-label="Summary" className="mt-10">
        <StatGrid
          loading={isPending}
          stats={[
            { Icon: CalendarCheck, label: 'Upcoming Classes', value: isError ? '–' : stats.upcoming },
            { Icon: History, label: 'Classes Completed', value: isError ? '–' : stats.completed },
            { Icon: Layers, label: 'Total Bookings', value: isError ? '–' : stats.total },
          ]}
        />
      </section>

      <HeldPlaces bookings={held} />

      <Tabs defaultValue={initialTab} className="mt-12">
        <TabsList aria-label="Your bookings, saved classes, passes, notifications and profile">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
          <TabsTrigger value="saved">Saved</TabsTrigger>
          <TabsTrigger value="passes">Passes</TabsTrigger>
          <NotificationsTab />
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          {isPending ? (
            <ListSkeleton />
          ) : isError ? (
            failed
          ) : (
            <BookingList
              bookings={upcoming}
              upcoming
              label="Upcoming bookings"
              empty={{
                icon: CalendarHeart,
                title: 'No upcoming classes',
                text: 'When you book a class, it will be waiting for you here.',
              }}
            />
          )}
          <WaitlistSection />
        </TabsContent>
        <TabsContent value="past">
          {isPending ? (
            <ListSkeleton />
          ) : isError ? (
            failed
          ) : (
            <>
              {/* With only cancelled bookings, the Cancelled list stands alone. */}
              {(taken.length > 0 || cancelled.length === 0) && (
                <BookingList
                  bookings={taken}
                  label="Past bookings"
                  empty={{
                    icon: History,
                    title: 'No past classes yet',
                    text: 'Classes you have been to, and any you cancelled, will appear here.',
                  }}
                />
              )}
              {cancelled.length > 0 && (
                <section className={taken.length > 0 ? 'mt-10' : undefined}>
                  <BookingList
                    bookings={cancelled}
                    label="Cancelled bookings"
                    titled
                    empty={{ icon: CalendarX, title: 'No cancelled bookings', text: '' }}
                  />
                </section>
              )}
            </>
          )}
        </TabsContent>
        <TabsContent value="saved">
          <SavedPanel />
        </TabsContent>
        <TabsContent value="passes">
          <PassesPanel />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsPanel />
        </TabsContent>
        <TabsContent value="profile">
          <ProfilePanel user={user} />
          <CalendarFeedPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
