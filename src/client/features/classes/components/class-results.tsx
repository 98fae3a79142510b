import { SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { SkeletonGrid } from '../../../components/catalogue/card-skeletons';
import { ClassCard } from '../../../components/catalogue/class-card';
import { FetchError } from '../../../components/fetch-error';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';

/** Cards on screen before any scrolling: one on a phone, the first row of two on wide screens. */
const FIRST_SCREEN_CARDS = 2;

const BROWSE_SKELETONS = 8;

/**
 * Cards drawn at a time. The page draws the first dozen and adds a dozen per "Show More Classes":
 * every card drawn is markup the server sends, the phone lays out and React hydrates, so drawing all
 * 36 demo classes cost a third of the page's blocking time, and a catalogue of 3,000 would be
 * unusable. Twelve fills whole rows of one, two and three columns.
 */
export const BROWSE_PAGE_SIZE = 12;

interface ClassResultsProps {
  classes: ClassWithDetails[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function ClassResults({ classes, isPending, isError, onRetry }: ClassResultsProps) {
  if (isError) {
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
  return <PagedClassGrid classes={classes} />;
}

/**
 * The results a page at a time. It starts again at the first page whenever the list changes (the
 * browse page keys it on its filters and sort).
 */
function PagedClassGrid({ classes }: { classes: ClassWithDetails[] }) {
  const [shown, setShown] = useState(BROWSE_PAGE_SIZE);
  const list = useRef<HTMLDivElement>(null);

  const showMore = (count: number) => {
    const firstNew = shown;
    // Drawn at once, so focus can move to the first new card: a keyboard or screen-reader user
    // carries on from where they were, not from a button that has moved down the page.
    flushSync(() => setShown(shown + count));
    list.current?.querySelectorAll(':scope > ul > li')[firstNew]?.querySelector('a')?.focus();
  };

  const visible = classes.slice(0, shown);
  const more = Math.min(BROWSE_PAGE_SIZE, classes.length - shown);
  return (
    <div ref={list}>
      <CardGrid columns="beside" label="Classes">
        {visible.map((cls, index) => (
          <li key={cls.id}>
            <ClassCard cls={cls} studio={cls.studio} priority={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </CardGrid>
      {more > 0 && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-muted">
            Showing {visible.length} of {classes.length} classes
          </p>
          <Button variant="secondary" onClick={() => showMore(more)}>
            Show More Classes
          </Button>
        </div>
      )}
    </div>
  );
}
