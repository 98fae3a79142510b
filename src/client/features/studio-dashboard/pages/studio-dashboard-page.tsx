import { CalendarClock, CloudOff, Inbox, Layers, Plus, Star, Store } from 'lucide-react';
import { InertButton } from '../../../components/inert-button';
import { PageTitle } from '../../../components/page-title';
import { RequireAuth } from '../../../components/require-auth';
import { StatGrid } from '../../../components/stat-grid';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AuthUser } from '../../../lib/auth';
import { useClasses } from '../api/get-classes';
import { useStudios } from '../api/get-studios';
import { OwnerClassCard } from '../components/owner-class-card';
import { classesAt, ownerStats, studiosOwnedBy } from '../components/owner-data';
import { OwnerStudioCard } from '../components/owner-studio-card';

function GridSkeleton() {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} shape="card" className="h-96" />
      ))}
    </div>
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

/** SPEC §2 /studio-dashboard: studio owners only; others are sent to /auth. */
export function StudioDashboardPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14">
      <RequireAuth userType="studio" pending={<GridSkeleton />}>
        {(user) => <StudioDashboard user={user} />}
      </RequireAuth>
    </div>
  );
}

function StudioDashboard({ user }: { user: AuthUser }) {
  const studiosQuery = useStudios();
  const classesQuery = useClasses();
  const studios = studiosOwnedBy(studiosQuery.data ?? [], user.id);
  const classes = classesAt(classesQuery.data ?? [], studios);
  const stats = ownerStats(studios, classes);
  const loading = studiosQuery.isPending || classesQuery.isPending;
  const failed = studiosQuery.isError || classesQuery.isError;

  return (
    <>
      <PageTitle>Studio Dashboard</PageTitle>
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Studio</p>
          <h1 className="mt-3 text-3xl text-ink sm:text-4xl">Studio Dashboard</h1>
          <p className="mt-3 text-lg text-muted">
            Your studios and classes at a glance, {user.firstName ?? user.username}.
          </p>
        </div>
        <InertButton hint="Adding studios is coming soon" variant="primary" size="md">
          <Plus aria-hidden="true" /> Add Studio
        </InertButton>
      </header>

      <section aria-label="Summary" className="mt-10">
        <StatGrid
          loading={loading}
          stats={[
            { Icon: Store, label: 'Total Studios', value: failed ? '–' : stats.totalStudios },
            { Icon: Layers, label: 'Active Classes', value: failed ? '–' : stats.activeClasses },
            { Icon: CalendarClock, label: 'Total Bookings', value: stats.totalBookings },
            { Icon: Star, label: 'Avg. Rating', value: failed ? '–' : stats.averageRating },
          ]}
        />
      </section>

      <Tabs defaultValue="studios" className="mt-12">
        <TabsList aria-label="Studios, classes and bookings">
          <TabsTrigger value="studios">My Studios</TabsTrigger>
          <TabsTrigger value="classes">Classes</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
        </TabsList>

        <TabsContent value="studios">
          {studiosQuery.isPending ? (
            <GridSkeleton />
          ) : studiosQuery.isError ? (
            <Retry title="Failed to fetch studios" onRetry={() => studiosQuery.refetch()} />
          ) : studios.length === 0 ? (
            <StatusPanel icon={Store} title="No studios yet">
              <p>Studios you add will appear here, ready for their classes.</p>
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

        <TabsContent value="classes">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <h2 className="text-2xl text-ink">Classes at your studios</h2>
            <InertButton hint="Adding classes is coming soon">
              <Plus aria-hidden="true" /> Add Class
            </InertButton>
          </div>
          {loading ? (
            <Skeleton shape="card" className="h-40" />
          ) : failed ? (
            <Retry
              title={classesQuery.isError ? 'Failed to fetch classes' : 'Failed to fetch studios'}
              onRetry={() => (classesQuery.isError ? classesQuery.refetch() : studiosQuery.refetch())}
            />
          ) : classes.length === 0 ? (
            <StatusPanel icon={Layers} title="No classes yet">
              <p>Classes you add to your studios will appear here.</p>
            </StatusPanel>
          ) : (
            <ul aria-label="Classes" className="grid gap-4 xl:grid-cols-2">
              {classes.map((cls) => (
                <li key={cls.id}>
                  <OwnerClassCard cls={cls} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="bookings">
          <StatusPanel icon={Inbox} title="No bookings yet">
            <p>When people book classes at your studios, you will see them here.</p>
          </StatusPanel>
        </TabsContent>
      </Tabs>
    </>
  );
}
