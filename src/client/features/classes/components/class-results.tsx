import { SearchX } from 'lucide-react';
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
  return (
    <CardGrid columns="beside" label="Classes">
      {classes.map((cls, index) => (
        <li key={cls.id}>
          <ClassCard cls={cls} studio={cls.studio} priority={index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </CardGrid>
  );
}
