import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageFallback } from './page-fallback';
import { marketplaceRoutes, standaloneRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

// The layout (header, footer) is a chunk of its own: the landing page never needs it.
const MarketplaceLayout = lazy(() =>
  import('./marketplace-layout').then((module) => ({ default: module.MarketplaceLayout })),
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Routes>
        {standaloneRoutes.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageFallback />}>
                <Page />
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
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
