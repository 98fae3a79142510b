import { FEATURED_COUNT } from '../../../../common/constants';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { SkeletonGrid } from '../../../components/catalogue/card-skeletons';
import { StudioCard } from '../../../components/catalogue/studio-card';
import { FetchError } from '../../../components/fetch-error';
import { useFeaturedStudios } from '../api/get-featured-studios';
import { SectionHeading } from './section-heading';

export function FeaturedStudios() {
  const { data, isPending, isError, refetch } = useFeaturedStudios();
  return (
    <section aria-labelledby="featured-studios">
      <SectionHeading id="featured-studios" eyebrow="Loved by Londoners" title="Featured studios" />
      {isError ? (
        <FetchError title="Failed to fetch studios" onRetry={() => refetch()} />
      ) : (
        <CardGrid label="Featured studios">
          {isPending ? (
            <SkeletonGrid count={FEATURED_COUNT} kind="studio" />
          ) : (
            data.map((studio) => (
              <li key={studio.id}>
                <StudioCard studio={studio} />
              </li>
            ))
          )}
        </CardGrid>
      )}
    </section>
  );
}
