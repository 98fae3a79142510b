import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { LiveClassCards } from '../../../components/catalogue/live-class-cards';
import { StudioCard } from '../../../components/catalogue/studio-card';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { useFavourites } from '../../../lib/favourites';

/** The Saved tab (issue 34): the classes, then the studios, the student saved with a heart. */
export function SavedPanel() {
  const query = useFavourites();
  if (query.isPending)
    return <CardSkeletons label="Loading saved…" className="flex flex-col gap-4" cards={['h-36']} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-danger">
        Failed to fetch what you saved.{' '}
        <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { classes, studios } = query.data;
  if (classes.length === 0 && studios.length === 0) {
    return (
      <StatusPanel
        icon={Heart}
        title="Nothing saved yet"
        action={
          <Button asChild>
            <Link to="/browse">Browse classes</Link>
          </Button>
        }
      >
        <p>Tap the heart on a class or studio to keep it here.</p>
      </StatusPanel>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {classes.length > 0 && (
        <section aria-labelledby="saved-classes">
          <h2 id="saved-classes" className="mb-6 text-2xl text-ink">
            Saved classes
          </h2>
          <CardGrid label="Saved classes">
            <LiveClassCards classes={classes} studioOf={(cls) => cls.studio} />
          </CardGrid>
        </section>
      )}
      {studios.length > 0 && (
        <section aria-labelledby="saved-studios">
          <h2 id="saved-studios" className="mb-6 text-2xl text-ink">
            Saved studios
          </h2>
          <CardGrid label="Saved studios">
            {studios.map((studio) => (
              <li key={studio.id}>
                <StudioCard studio={studio} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </div>
  );
}
