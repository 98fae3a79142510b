import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURED_COUNT } from '../../../../common/constants';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { SkeletonGrid } from '../../../components/catalogue/card-skeletons';
import { LiveClassCards } from '../../../components/catalogue/live-class-cards';
import { FetchError } from '../../../components/fetch-error';
import { Button } from '../../../components/ui/button';
import { useFeaturedClasses } from '../api/get-featured-classes';
import { SectionHeading } from './section-heading';

export function FeaturedClasses() {
  const { data, isPending, isError, refetch } = useFeaturedClasses();
  return (
    <section aria-labelledby="featured-classes">
      <SectionHeading
        id="featured-classes"
        eyebrow="This week"
        title="Featured classes"
        action={
          <Button asChild variant="link" size="inline" className="font-semibold">
            <Link to="/browse">
              View All <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {isError ? (
        <FetchError title="Failed to fetch classes" onRetry={() => refetch()} />
      ) : (
        <CardGrid label="Featured classes">
          {isPending ? (
            <SkeletonGrid count={FEATURED_COUNT} kind="class" />
          ) : (
            <LiveClassCards classes={data} studioOf={(cls) => cls.studio} />
          )}
        </CardGrid>
      )}
    </section>
  );
}
