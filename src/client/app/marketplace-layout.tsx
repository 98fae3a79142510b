import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryProvider } from '../components/query-provider';
import { PageFallback } from './page-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The header, footer and data fetching every marketplace page shares. The toaster is not here: the
 * screens that can raise a toast load it, so a page that shows none does not fetch its code.
 */
export function MarketplaceLayout() {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-sage px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </QueryProvider>
  );
}
