import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from './page-title';
import { StatusPanel } from './status-panel';
import { Button } from './ui/button';

/** A holding page for the signed-in journeys that are still being built (issue 5). */
export function ComingNext({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <PageTitle>{title}</PageTitle>
      <StatusPanel
        icon={Sparkles}
        title={title}
        titleAs="h1"
        action={
          <Button asChild>
            <Link to="/browse">Browse classes</Link>
          </Button>
        }
      >
        <p>This part of Attune is on its way. In the meantime, find a class you love.</p>
      </StatusPanel>
    </div>
  );
}
