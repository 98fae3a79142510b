import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ClassListItem } from '../../../../common/schemas/class';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { SkeletonGrid } from '../../../components/catalogue/card-skeletons';
import { LiveClassCards } from '../../../components/catalogue/live-class-cards';
import { FetchError } from '../../../components/fetch-error';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';

/** Cards on screen before any scrolling: one on a phone, the first row of two on wide screens. */
const FIRST_SCREEN_CARDS = 2;

const BROWSE_SKELETONS = 8;

interface ClassResultsProps {
  classes: ClassListItem[] | undefined;
  total: number;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => Promise<unknown>;
}

export function ClassResults({ classes, isPending, isError, onRetry, ...paging }: ClassResultsProps) {
  if (isError && !classes) {
    return <FetchError title="Failed to fetch classes" onRetry={onRetry} />;
  }
  if (isPending || !classes) {
    return (
      <CardGrid columns="beside" label="Loading classes">
        <SkeletonGrid count={BROWSE_SKELETONS} kind="class" />
      </CardGrid>
    );
  }
  if (classes.length === 0) {
    return (
      <StatusPanel
        icon={SearchX}
        title="No classes found"
        action={
          <Button asChild variant="secondary">
            <Link to="/browse">Clear all filters</Link>
          </Button>
        }
      >
        <p>Try adjusting your filters to see more results.</p>
      </StatusPanel>
    );
  }
  return <PagedClassGrid classes={classes} {...paging} />;
}

type PagedClassGridProps = Pick<ClassResultsProps, 'total' | 'hasMore' | 'loadingMore' | 'onShowMore'> & {
  classes: ClassListItem[];
};

/** The pages fetched so far, and "Show More Classes" for the next one (by its cursor). */
function PagedClassGrid({ classes, total, hasMore, loadingMore, onShowMore }: PagedClassGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);

  // Once the next page is drawn, focus moves to its first card: a keyboard or screen-reader user
  // carries on from where they were, not from a button that has moved down the page.
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || classes.length <= index) return;
    focusAt.current = null;
    list.current?.querySelectorAll(':scope > ul > li')[index]?.querySelector('a')?.focus();
  }, [classes.length]);

  const showMore = () => {
    focusAt.current = classes.length;
    void onShowMore();
  };

  return (
    <div ref={list}>
      <CardGrid columns="beside" label="Classes">
        <LiveClassCards classes={classes} studioOf={(cls) => cls.studio} priorityCount={FIRST_SCREEN_CARDS} />
      </CardGrid>
      {hasMore && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-muted">
            Showing {classes.length} of {total} classes
          </p>
          <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Show More Classes'}
          </Button>
        </div>
      )}
    </div>
  );
}
