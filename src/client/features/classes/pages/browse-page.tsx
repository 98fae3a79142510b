import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { placeName } from '../../../../common/catalogue-query';
import { formatNear } from '../../../../common/geo';
import { CatalogueMap } from '../../../components/catalogue/map/catalogue-map';
import { classPlaces } from '../../../components/catalogue/map/map-place';
import { NearMe } from '../../../components/catalogue/near-me';
import { paramsForView, ViewToggle, viewFromParams } from '../../../components/catalogue/view-toggle';
import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useClassMapPage, useClassPages } from '../api/get-classes';
import { BrowseFilters } from '../components/browse-filters';
import {
  apiParams,
  type BrowseFilters as Filters,
  filtersFromParams,
  NEAR_SORT_OPTIONS,
  paramsFromState,
  SORT_OPTIONS,
  type SortOrder,
  sortFromParams,
} from '../components/browse-state';
import { ClassResults } from '../components/class-results';
import { FilterSelect } from '../components/filter-select';

export function BrowsePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const sort = sortFromParams(searchParams);
  const view = viewFromParams(searchParams);
  const query = useClassPages(apiParams(filters, sort));
  const mapQuery = useClassMapPage(apiParams(filters, sort), view === 'map');
  const classes = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  const mapped = useMemo(() => {
    const first = mapQuery.data?.pages[0];
    const items = first?.items ?? [];
    return { ...classPlaces(items), beyond: Math.max(0, (first?.total ?? 0) - items.length) };
  }, [mapQuery.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const filtersPanel = useDisclosure();

  const resultsHeading = useRef<HTMLHeadingElement>(null);
  /** The URL for this state, in the view shown (the map stays the map). */
  const urlFor = (next: Filters, nextSort: SortOrder) => paramsForView(paramsFromState(next, nextSort), view);

  const applyFilters = (next: Filters) => {
    const params = urlFor(next, sort);
    // Applying the view already shown adds no history entry: Back would seem to do nothing.
    if (params.toString() !== urlFor(filters, sort).toString()) setSearchParams(params);
    if (!filtersPanel.open) return;
    // On a phone the panel folds away from under the button just pressed: once it has (flushSync),
    // focus and the view move to the count the filters changed, rather than falling to the page
    // mid-list.
    flushSync(() => filtersPanel.setOpen(false));
    resultsHeading.current?.focus();
  };
  const changeSort = (next: SortOrder) => setSearchParams(urlFor(filters, next), { replace: true });
  const results = (
    <ClassResults
      key={searchParams.toString()}
      classes={classes}
      total={total}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => query.refetch()}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onShowMore={() => query.fetchNextPage()}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14">
      <PageTitle>Browse All Classes</PageTitle>
      <header className="max-w-2xl">
        <Eyebrow>Browse</Eyebrow>
        <h1 className="mt-3 text-3xl sm:text-4xl text-ink">Browse All Classes</h1>
        <p className="mt-4 text-lg text-muted">
          Yoga, mental health, reiki and sound baths across London. Filter by what you need; every price is
          per session.
        </p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[17rem_1fr] lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Button variant="secondary" className="w-full lg:hidden" {...filtersPanel.toggle}>
            <SlidersHorizontal aria-hidden="true" />
            {filtersPanel.open ? 'Hide filters' : 'Show filters'}
          </Button>
          <Card
            id={filtersPanel.panelId}
            className={cn('mt-4 p-5 lg:mt-0 lg:block', filtersPanel.open ? 'block' : 'hidden')}
          >
            <BrowseFilters applied={filters} onApply={applyFilters} />
          </Card>
        </aside>

        <section aria-labelledby="results-count" className="min-w-0">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            {/* The count is the results' heading, and is announced when the filters change it. */}
            <div role="status">
              <h2
                id="results-count"
                ref={resultsHeading}
                tabIndex={-1}
                className="min-h-7 scroll-mt-24 font-sans text-lg font-medium tracking-normal text-ink outline-none"
              >
                {classes ? (
                  `${total} ${total === 1 ? 'class' : 'classes'} found ${filters.near ? 'near you' : `in ${placeName(filters.location)}`}`
                ) : (
                  <Skeleton className="inline-block h-5 w-52 align-middle" />
                )}
              </h2>
            </div>
            <FilterSelect
              id="sort"
              label="Sort by"
              value={sort}
              options={(filters.near ? NEAR_SORT_OPTIONS : SORT_OPTIONS) as Record<SortOrder, string>}
              onChange={changeSort}
              className="flex w-full items-center gap-3 sm:w-auto [&>button]:w-56 [&>label]:shrink-0 [&>label]:text-muted"
            />
          </div>
          <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
            <NearMe
              active={Boolean(filters.near)}
              onLocated={(point) =>
                setSearchParams(urlFor({ ...filters, near: formatNear(point) }, 'distance'))
              }
              onClear={() =>
                setSearchParams(urlFor({ ...filters, near: '' }, sort === 'distance' ? 'recommended' : sort))
              }
            />
            <ViewToggle view={view} onChange={(next) => setSearchParams(paramsForView(searchParams, next))} />
          </div>
          {view === 'map' ? (
            <CatalogueMap
              label="Classes"
              places={mapped.places}
              unplacedCount={mapped.unplaced}
              beyondCount={mapped.beyond}
              fallback={results}
            />
          ) : (
            results
          )}
        </section>
      </div>
    </div>
  );
}
