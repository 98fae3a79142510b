import {
  CalendarClock,
  CalendarDays,
  CloudOff,
  Layers,
  Plus,
  PoundSterling,
  Star,
  Store,
  Users,
} from 'lucide-react';
import { useRef, useState } from 'react';
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

function StudioDashboard({ user }: { user: AuthUser }) {
  const studiosQuery = useOwnerStudios();
  // Controlled, so the first steps' "Schedule a session" can open the Classes tab.
  const [tab, setTab] = useState('studios');
  const tabs = useRef<HTMLDivElement>(null);
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

      {studiosQuery.isSuccess && (
        <FirstSteps
          studios={studios}
          onSchedule={() => {
            setTab('classes');
            // Focus follows to the Classes tab itself, so a keyboard or screen reader is taken there too.
            tabs.current?.querySelector<HTMLElement>('[role="tab"][id$="-trigger-classes"]')?.focus();
          }}
        />
      )}

      <section aria-label="Summary" className="mt-10">
        <StatGrid
          loading={statsQuery.isPending}
          stats={[
            { Icon: Store, label: 'Total Studios', value: shown(stats?.totalStudios) },
            { Icon: Layers, label: 'Active Classes', value: shown(stats?.activeClasses) },
            { Icon: CalendarClock, label: 'Total Bookings', value: shown(stats?.totalBookings) },
            {
              Icon: Star,
              label: 'Avg. Rating',
              // 0 is what the stats say when nobody has reviewed yet; "0.0" would read as a bad rating.
              value: shown(
                stats && (stats.avgRating === 0 ? 'No reviews yet' : formatRating(stats.avgRating)),
              ),
            },
            { Icon: CalendarDays, label: 'Upcoming Sessions', value: shown(stats?.upcomingSessions) },
            { Icon: PoundSterling, label: 'Revenue this month', value: <MonthRevenue /> },
          ]}
        />
      </section>

      <Tabs ref={tabs} value={tab} onValueChange={setTab} className="mt-12">
        <TabsList aria-label="Studios, classes and bookings">
          <TabsTrigger value="studios">My Studios</TabsTrigger>
          <TabsTrigger value="classes">Classes</TabsTrigger>
          <TabsTrigger value="teachers">Teachers</TabsTrigger>
          <TabsTrigger value="timetable">Timetable</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="clients">Clients</TabsTrigger>
          <TabsTrigger value="money">Money</TabsTrigger>
          <TabsTrigger value="pricing">Pricing</TabsTrigger>
        </TabsList>

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
