import { MapPin, Wifi } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatAddress, formatPrice } from '../../../../common/format';
import { DataState } from '../../../components/data-state';
import { HeartButton } from '../../../components/heart-button';
import { PageTitle } from '../../../components/page-title';
import { Rating } from '../../../components/rating';
import { ReviewList } from '../../../components/reviews/review-list';
import { ServiceBadge } from '../../../components/service-badge';
import { TeacherNames } from '../../../components/teacher-names';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useClass } from '../../../lib/catalogue-queries';
import { classImage } from '../../../lib/images';
import { useLivePlaces, useRefreshLivePlaces } from '../../../lib/live-places';
import { useViewerSessions } from '../../../lib/viewer-sessions';
import { ClassDetailSkeleton } from '../components/class-detail-skeleton';
import { ClassFacts } from '../components/class-facts';
import { MobileBookBar } from '../components/mobile-book-bar';
import { SessionList } from '../components/session-list';

function BackToBrowse() {
  return (
    <Button asChild variant="link" size="inline" className="mb-6">
      <Link to="/browse">← All classes</Link>
    </Button>
  );
}

/** A titled paragraph the studio wrote about the class; nothing when it wrote none. */
function ClassText({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl text-ink">
        {title}
      </h2>
      <p className="mt-3 text-lg text-ink/90">{text}</p>
    </section>
  );
}

const NO_SESSIONS: never[] = [];

export function ClassDetailPage() {
  const { id = '' } = useParams();
  const query = useClass(id);
  const viewer = useViewerSessions(id);
  // The page shows places as they are now, not as the cached class answer has them.
  const sessions = useLivePlaces(query.data?.upcomingSessions ?? NO_SESSIONS);
  const refreshPlaces = useRefreshLivePlaces();
  const onPlaceChanged = () => {
    void viewer.refetch();
    refreshPlaces();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:pt-10">
      <BackToBrowse />
      <DataState
        query={query}
        loading={<ClassDetailSkeleton />}
        notFound={{
          title: 'Class not found',
          message: 'This class may have finished or moved. There are plenty more to explore.',
          link: { to: '/browse', text: 'Browse classes' },
        }}
        errorTitle="Failed to fetch class"
      >
        {(cls) => (
          <article className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
            <PageTitle>{cls.title}</PageTitle>
            <div className="flex min-w-0 flex-col gap-8">
              <img
                src={classImage(cls, 'detail')}
                alt={`Artwork for ${cls.title}`}
                // The page's largest paint: fetched ahead of the scripts, and preloaded by the server's HTML.
                fetchPriority="high"
                width={800}
                height={450}
                className="aspect-[16/9] w-full rounded-card object-cover shadow-raised"
              />
              <header className="flex flex-col gap-4">
                <div className="flex flex-wrap items-center gap-3">
                  <ServiceBadge type={cls.serviceType} />
                  {/* The class's own figure (issue 69, item 6); the studio's is beside its name. */}
                  <span data-testid="class-rating">
                    <Rating rating={cls.rating} reviewCount={cls.reviewCount} />
                  </span>
                </div>
                <div className="flex items-start justify-between gap-4">
                  <h1 className="text-3xl wrap-anywhere text-ink sm:text-4xl">{cls.title}</h1>
                  <HeartButton kind="classes" id={cls.id} name={cls.title} placement="heading" />
                </div>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-muted">
                  <span>
                    with{' '}
                    <Link
                      to={`/studios/${cls.studio.id}`}
                      className="rounded-sm font-medium text-sage underline-offset-4 hover:underline"
                    >
                      {cls.studio.name}
                    </Link>
                  </span>
                  <span data-testid="studio-rating">
                    <Rating
                      label="Studio rating"
                      rating={cls.studio.rating}
                      reviewCount={cls.studio.reviewCount}
                    />
                  </span>
                </p>
                {cls.teachers.length > 0 && (
                  <p className="text-lg text-muted" data-testid="class-teachers">
                    Taught by <TeacherNames teachers={cls.teachers} />
                  </p>
                )}
                <p className="flex items-start gap-2 text-ink">
                  {cls.deliveryMethod === 'online' ? (
                    <>
                      <Wifi aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage" />
                      Online Class
                    </>
                  ) : (
                    <>
                      <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage" />
                      {formatAddress(cls.studio)}
                    </>
                  )}
                </p>
              </header>
              <ClassFacts cls={cls} />
              <ClassText id="about-class" title="About this class" text={cls.description} />
              <ClassText id="what-to-bring" title="What to bring" text={cls.requirements} />
            </div>

            <aside aria-labelledby="sessions-heading" className="lg:sticky lg:top-24 lg:self-start">
              <Card className="p-6">
                <p className="flex items-baseline gap-2">
                  <span className="font-display text-3xl text-ink">{formatPrice(cls.price)}</span>
                  <span className="text-muted">per session</span>
                </p>
                <h2 id="sessions-heading" className="mt-6 border-t border-line pt-6 text-xl text-ink">
                  Upcoming sessions
                </h2>
                <SessionList sessions={sessions} places={viewer.places} onPlaceChanged={onPlaceChanged} />
              </Card>
            </aside>
            <ReviewList
              of={{ kind: 'classes', id: cls.id }}
              subject="this class"
              // After the sessions on a phone (booking comes first); under the details on a wide screen.
              className="lg:col-start-1"
            />
            <MobileBookBar sessions={sessions} price={cls.price} places={viewer.places} />
          </article>
        )}
      </DataState>
    </div>
  );
}
