import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { homePath } from '../../../lib/site-mode';

export function NotFoundPage() {
  return (
    <div className="relative overflow-hidden">
      <PageTitle>Page not found</PageTitle>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-sage/10 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-surface text-sage shadow-raised">
          <Compass aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-8 font-display text-4xl text-sage">404</p>
        <h1 className="mt-3 text-3xl text-ink">Page not found</h1>
        <p className="mt-4 max-w-md text-lg text-muted">
          We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={homePath()}>Go to the homepage</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/browse">Browse classes</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
