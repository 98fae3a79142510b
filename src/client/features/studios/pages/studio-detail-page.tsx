import { Check, EyeOff, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatAddress } from '../../../../common/format';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { LiveClassCards } from '../../../components/catalogue/live-class-cards';
import { DataState } from '../../../components/data-state';
import { HeartButton } from '../../../components/heart-button';
import { PageTitle } from '../../../components/page-title';
import { Rating } from '../../../components/rating';
import { ReviewList } from '../../../components/reviews/review-list';
import { ServiceBadge } from '../../../components/service-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useStudio } from '../../../lib/catalogue-queries';
import { studioImage } from '../../../lib/images';
import { AccessSection } from '../components/access-section';
import { PassesSection } from '../components/passes-section';
import { StudioContactButtons } from '../components/studio-contact-buttons';
import { StudioDetailSkeleton } from '../components/studio-detail-skeleton';
import { TeachersSection } from '../components/teachers-section';

/** One titled part of the card about the studio (its services, its amenities). */
function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-sans text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A draft studio's page is answered only to its owner (docs/decisions/0065): it says what stands
 * between it and the public, and where to do it.
 */
function DraftBanner() {
  return (
    <div
      data-testid="draft-banner"
      className="flex flex-col gap-3 rounded-card border border-clay/40 bg-clay/10 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-ink">
        <EyeOff aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay" />
        <strong className="font-semibold">Not public yet: add a class and schedule a session</strong>
      </p>
      <Button asChild variant="secondary" size="sm" className="self-start sm:self-auto">
        <Link to="/studio-dashboard">Open your studio dashboard</Link>
      </Button>
    </div>
  );
}

export function StudioDetailPage() {
  const { id = '' } = useParams();
  const query = useStudio(id);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:pt-10">
      <Button asChild variant="link" size="inline" className="mb-6">
        <Link to="/studios">← All studios</Link>
      </Button>
      <DataState
        query={query}
        loading={<StudioDetailSkeleton />}
        notFound={{
          title: 'Studio not found',
          message: 'This studio may no longer be on Attune. Take a look at the others.',
          link: { to: '/studios', text: 'See all studios' },
        }}
        errorTitle="Failed to fetch studios"
      >
        {(studio) => (
          <article className="flex flex-col gap-10">
            <PageTitle>{studio.name}</PageTitle>
            {!studio.isPublic && <DraftBanner />}
            <div className="grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
              <img
                src={studioImage(studio, 'detail')}
                alt={`Artwork for ${studio.name}`}
                // The page's largest paint: fetched ahead of the scripts, and preloaded by the server's HTML.
                fetchPriority="high"
                width={800}
                height={600}
                className="aspect-[4/3] w-full rounded-card-xl object-cover shadow-raised lg:order-last"
              />
              <header className="flex flex-col gap-4">
                <div className="flex items-start justify-between gap-4">
                  <h1 className="text-3xl wrap-anywhere text-ink sm:text-4xl">{studio.name}</h1>
                  <HeartButton kind="studios" id={studio.id} name={studio.name} placement="heading" />
                </div>
                <p className="flex items-start gap-2 text-lg text-muted">
                  <MapPin aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-sage" />
                  <span>{formatAddress(studio)}</span>
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <Rating rating={studio.rating} reviewCount={studio.reviewCount} size="md" />
                  {studio.verified && <VerifiedBadge />}
                </div>
                <p className="text-lg text-ink/90">{studio.description ?? 'More about this studio soon.'}</p>
                <StudioContactButtons studio={studio} />
              </header>
            </div>

            <Card className="grid gap-8 p-6 sm:p-8 md:grid-cols-[1fr_2fr]">
              <CardSection id="studio-services" title="Services">
                <ul className="mt-3 flex flex-wrap gap-2">
                  {studio.serviceTypes.map((type) => (
                    <li key={type}>
                      <ServiceBadge type={type} />
                    </li>
                  ))}
                </ul>
              </CardSection>
              {studio.amenities.length > 0 && (
                <CardSection id="studio-amenities" title="Amenities">
                  <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 min-[440px]:grid-cols-2 lg:grid-cols-3">
                    {studio.amenities.map((amenity) => (
                      <li key={amenity} className="flex items-center gap-2 text-ink">
                        <Check aria-hidden="true" className="size-4 shrink-0 text-sage" />
                        {amenity}
                      </li>
                    ))}
                  </ul>
                </CardSection>
              )}
              <AccessSection studio={studio} className="md:col-span-2" />
            </Card>

            <section aria-labelledby="studio-classes">
              <h2 id="studio-classes" className="mb-6 text-2xl sm:text-3xl text-ink">
                Classes at {studio.name}
              </h2>
              {studio.classes.length === 0 ? (
                <Card className="px-6 py-10 text-center text-muted">
                  <p>No classes available at this studio yet.</p>
                </Card>
              ) : (
                <CardGrid label={`Classes at ${studio.name}`}>
                  {/* The studio's access is said once, above, not on each card. */}
                  <LiveClassCards
                    classes={studio.classes}
                    studioOf={() => ({
                      name: studio.name,
                      address: studio.address,
                      postcode: studio.postcode,
                    })}
                  />
                </CardGrid>
              )}
            </section>

            <TeachersSection studio={studio} />

            <PassesSection studio={studio} />

            <ReviewList
              of={{ kind: 'studios', id: studio.id }}
              initial={{ rating: studio.rating, reviewCount: studio.reviewCount }}
              subject="this studio"
            />
          </article>
        )}
      </DataState>
    </div>
  );
}
