import {
  CalendarClock,
  CalendarDays,
  ChevronDown,
  CloudOff,
  Layers,
  Plus,
  PoundSterling,
  Star,
  Store,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatRating } from '../../../../common/format';
import { PageTitle } from '../../../components/page-title';
import { SignedInPage } from '../../../components/require-auth';
import { StatGrid } from '../../../components/stat-grid';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { CardSkeletons, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AuthUser } from '../../../lib/auth';
import { useOwnerStats } from '../api/owner-bookings';
import { useOwnerStudios } from '../api/owner-studios';
import { BookingsTab } from '../components/bookings-tab';
import { ClientsTab } from '../components/clients-tab';
import { FirstSteps } from '../components/first-steps';
import { MoneyTab } from '../components/money-tab';
import { MonthRevenue } from '../components/month-revenue';
import { OwnerStudioCard } from '../components/owner-studio-card';
import { PricingTab } from '../components/pricing-tab';
import { StudioClasses } from '../components/studio-classes';
import { StudioFormDialog } from '../components/studio-form-dialog';
import { StudioTeachers } from '../components/studio-teachers';
import { TimetableTab } from '../components/timetable-tab';
import { TodayTab } from '../components/today-tab';

function GridSkeleton() {
  return (
    <CardSkeletons
      label="Loading…"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      cards={['h-96', 'h-96', 'h-96']}
    />
  );
}

function Retry({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StatusPanel
      icon={CloudOff}
      tone="error"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** /studio-dashboard: the owner's workspace. Studio owners only; others are sent to /auth. */
export function StudioDashboardPage() {
  return (
    <SignedInPage
      className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14"
      userType="studio"
      pending={<GridSkeleton />}
    >
      {(user) => <StudioDashboard user={user} />}
    </SignedInPage>
  );
}

const addStudioButton = (size: 'sm' | 'md') => (
  <Button size={size}>
    <Plus aria-hidden="true" /> Add Studio
  </Button>
);

const TABS = [
  'today',
  'studios',
  'classes',
  'teachers',
  'timetable',
  'bookings',
  'clients',
  'money',
  'pricing',
];

/** Below Tailwind's sm breakpoint: a phone, where the owner is at the studio, on the day. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 639px)').matches;

function StudioDashboard({ user }: { user: AuthUser }) {
  const studiosQuery = useOwnerStudios();
  // The tab lives in the URL (?tab=), so a reload and Back keep it. Without one, a phone opens on
  // today's sessions and their check-in, a wider screen on the studios.
  const [params, setParams] = useSearchParams();
  const [phone] = useState(onPhone);
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : phone ? 'today' : 'studios';
  const setTab = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });
  // The figures fold away; a phone starts with them folded, to put today first.
  const [summaryOpen, setSummaryOpen] = useState(!phone);
  const statsQuery = useOwnerStats();
  const studios = studiosQuery.data ?? [];
  const stats = statsQuery.data;
  // Counts are grouped as the revenue beside them is: "1,105", not "1105".
  const shown = (value: string | number | undefined) =>
    statsQuery.isError || value === undefined
      ? '–'
      : typeof value === 'number'
        ? value.toLocaleString('en-GB')
        : value;
  // A figure at zero says nothing to a new host, so its tile is left out; before the figures arrive
  // (or when they fail) every tile shows, as a placeholder or a dash. No bookings means no revenue
  // and no reviews either.
  const known = statsQuery.isSuccess ? stats : undefined;
  const nonZero = (value: number | undefined) => !known || value !== 0;
  const tiles = [
    nonZero(known?.totalStudios) && {
      Icon: Store,
      label: 'Total Studios',
      value: shown(stats?.totalStudios),
    },
    nonZero(known?.activeClasses) && {
      Icon: Layers,
      label: 'Active Classes',
      value: shown(stats?.activeClasses),
    },
    nonZero(known?.totalBookings) && {
      Icon: CalendarClock,
      label: 'Total Bookings',
      value: shown(stats?.totalBookings),
    },
    nonZero(known?.totalBookings) && {
      Icon: Star,
      label: 'Avg. Rating',
      // 0 is what the stats say when nobody has reviewed yet: that is said in words, in body text,
      // since "0.0" in the display figure would read as a bad rating.
      value:
        stats?.avgRating === 0 && !statsQuery.isError ? (
          <span className="font-sans text-base text-muted">No reviews yet</span>
        ) : (
          shown(stats && formatRating(stats.avgRating))
        ),
    },
    nonZero(known?.upcomingSessions) && {
      Icon: CalendarDays,
      label: 'Upcoming Sessions',
      value: shown(stats?.upcomingSessions),
    },
    nonZero(known?.totalBookings) && {
      Icon: PoundSterling,
      label: 'Revenue this month',
      value: <MonthRevenue />,
    },
  ].filter((tile) => tile !== false);

  return (
    <>
      <PageTitle>Studio Dashboard</PageTitle>
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Studio</p>
          <h1 className="mt-3 text-3xl text-ink sm:text-4xl">Studio Dashboard</h1>
          <p className="mt-3 text-lg wrap-anywhere text-muted">
            Your studios, classes and bookings, {user.firstName ?? user.username}.
          </p>
        </div>
        <StudioFormDialog trigger={addStudioButton('md')} />
      </header>

      {studiosQuery.isSuccess && <FirstSteps studios={studios} />}

      {tiles.length > 0 && (
        <details
          open={summaryOpen}
          onToggle={(event) => setSummaryOpen(event.currentTarget.open)}
          className="group mt-10"
        >
          <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full py-1 text-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-sage">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            Summary
          </summary>
          <section aria-label="Summary" className="mt-4">
            <StatGrid loading={statsQuery.isPending} stats={tiles} />
          </section>
        </details>
      )}

      {/* Manual activation: the arrow keys move between tabs and Enter opens one. Automatic activation
          selects a tab whenever it gets focus, which the browser gives it again on Back, so Back
          would reopen the tab it just left; and each arrow press would add a history entry. */}
      <Tabs value={tab} onValueChange={setTab} activationMode="manual" className="mt-12">
        <TabsList aria-label="Studios, classes and bookings">
          <TabsTrigger value="today">Today</TabsTrigger>
          <TabsTrigger value="studios">My Studios</TabsTrigger>
          <TabsTrigger value="classes">Classes</TabsTrigger>
          <TabsTrigger value="teachers">Teachers</TabsTrigger>
          <TabsTrigger value="timetable">Timetable</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="clients">Clients</TabsTrigger>
          <TabsTrigger value="money">Money</TabsTrigger>
          <TabsTrigger value="pricing">Pricing</TabsTrigger>
        </TabsList>

        <TabsContent value="today">
          <TodayTab studios={studios} />
        </TabsContent>

        <TabsContent value="studios">
          {studiosQuery.isPending ? (
            <GridSkeleton />
          ) : studiosQuery.isError ? (
            <Retry title="Failed to fetch studios" onRetry={() => studiosQuery.refetch()} />
          ) : studios.length === 0 ? (
            <StatusPanel
              icon={Store}
              title="No studios yet"
              action={<StudioFormDialog trigger={addStudioButton('sm')} />}
            >
              <p>Add your first studio, then its classes and their sessions.</p>
            </StatusPanel>
          ) : (
            <>
              {/* Keeps the outline in order: the studio cards' names are h3s. */}
              <h2 className="sr-only">My studios</h2>
              <ul aria-label="My studios" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {studios.map((studio) => (
                  <li key={studio.id}>
                    <OwnerStudioCard studio={studio} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </TabsContent>

        <TabsContent value="timetable">
          <TimetableTab studios={studios} />
        </TabsContent>

        <TabsContent value="classes">
          <h2 className="mb-6 text-2xl text-ink">Classes at your studios</h2>
          {studiosQuery.isPending ? (
            <Skeleton shape="card" className="h-40" />
          ) : studiosQuery.isError ? (
            <Retry title="Failed to fetch studios" onRetry={() => studiosQuery.refetch()} />
          ) : studios.length === 0 ? (
            <StatusPanel icon={Layers} title="No classes yet">
              <p>Add a studio first; its classes will appear here.</p>
            </StatusPanel>
          ) : (
            <div className="flex flex-col gap-10">
              {studios.map((studio) => (
                <StudioClasses key={studio.id} studio={studio} />
              ))}
            </div>
          )}
        </TabsContent>

        <TabsContent value="teachers">
          <h2 className="mb-6 text-2xl text-ink">Teachers at your studios</h2>
          {studiosQuery.isPending ? (
            <Skeleton shape="card" className="h-40" />
          ) : studiosQuery.isError ? (
            <Retry title="Failed to fetch studios" onRetry={() => studiosQuery.refetch()} />
          ) : studios.length === 0 ? (
            <StatusPanel icon={Users} title="No teachers yet">
              <p>Add a studio first; its teachers will appear here.</p>
            </StatusPanel>
          ) : (
            <div className="flex flex-col gap-10">
              {studios.map((studio) => (
                <StudioTeachers key={studio.id} studio={studio} />
              ))}
            </div>
          )}
        </TabsContent>

        <TabsContent value="bookings">
          <BookingsTab studios={studios} />
        </TabsContent>

        <TabsContent value="clients">
          <ClientsTab studios={studios} />
        </TabsContent>

        <TabsContent value="money">
          <MoneyTab studios={studios} />
        </TabsContent>

        <TabsContent value="pricing">
          <PricingTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
