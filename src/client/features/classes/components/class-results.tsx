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
 * Cards drawn at a time: the first dozen, then a dozen more per "Show More Classes". Every card drawn
 * is markup the server sends, the phone lays out and React hydrates (all 36 demo classes made 302 KB
 * of HTML, a dozen 216 KB), and a catalogue of 3,000 would draw 3,000. Twelve fills whole rows of
 * one, two and three columns.
 */
const BROWSE_PAGE_SIZE = 12;

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

  const visible = classes.slice(0, shown);

  const showMore = () => {
    // Drawn at once, so focus can move to the first new card: a keyboard or screen-reader user
    // carries on from where they were, not from a button that has moved down the page.
    flushSync(() => setShown(shown + BROWSE_PAGE_SIZE));
    list.current?.querySelectorAll(':scope > ul > li')[shown]?.querySelector('a')?.focus();
  };

  return (
    <div ref={list}>
      <CardGrid columns="beside" label="Classes">
        {visible.map((cls, index) => (
          <li key={cls.id}>
            <ClassCard cls={cls} studio={cls.studio} priority={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </CardGrid>
      {visible.length < classes.length && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-muted">
            Showing {visible.length} of {classes.length} classes
          </p>
          <Button variant="secondary" onClick={showMore}>
            Show More Classes
          </Button>
        </div>
      )}
    </div>
  );
}
