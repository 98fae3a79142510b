import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { servedPath } from '../lib/site-mode';
import { lazyPage } from './lazy-page';
import { PageFallback } from './page-fallback';
import { PageReady } from './page-ready';
import { RouteFocus } from './route-focus';
import { marketplaceRoutes, standaloneRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

// The layout (header, footer) is a chunk of its own: the landing page never needs it.
export const MarketplaceLayout = lazyPage(() => import('./marketplace-layout'), 'MarketplaceLayout');

/** The route tree; the browser wraps it in a BrowserRouter (app.tsx), server rendering in a StaticRouter. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      <Routes>
        {standaloneRoutes.map(({ path, Page }) => (
          <Route
            key={path}
            path={servedPath(path)}
            element={
              <Suspense fallback={<PageFallback />}>
                <PageReady>
                  <Page />
                </PageReady>
              </Suspense>
            }
          />
        ))}
        <Route
          element={
            <Suspense fallback={<PageFallback />}>
              <MarketplaceLayout />
            </Suspense>
          }
        >
          {marketplaceRoutes.map(({ path, Page }) => (
            <Route
              key={path}
              path={servedPath(path)}
              element={
                <PageReady>
                  <Page />
                </PageReady>
              }
            />
          ))}
        </Route>
      </Routes>
    </>
  );
}
