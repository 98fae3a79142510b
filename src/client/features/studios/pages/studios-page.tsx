import { Search, Store } from 'lucide-react';
import { type FormEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AccessFeature, accessFeaturesOf } from '../../../../common/accessibility';
import { formatNear } from '../../../../common/geo';
import { AccessFilter } from '../../../components/access-filter';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { SkeletonGrid } from '../../../components/catalogue/card-skeletons';
import { CatalogueMap } from '../../../components/catalogue/map/catalogue-map';
import { studioPlace } from '../../../components/catalogue/map/map-place';
import { NearMe } from '../../../components/catalogue/near-me';
import { StudioCard } from '../../../components/catalogue/studio-card';
import { paramsForView, ViewToggle, viewFromParams } from '../../../components/catalogue/view-toggle';
import { Eyebrow } from '../../../components/eyebrow';
import { FetchError } from '../../../components/fetch-error';
import { PageTitle } from '../../../components/page-title';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUrlDraft } from '../../../lib/use-url-draft';
import { studioListParams, useStudioMapPage, useStudioPages } from '../api/get-studios';

const STUDIO_SKELETONS = 6;

interface StudioSearchState {
  q: string;
  accessibility: AccessFeature[];
}

/**
 * The search and the access filter live in the URL (?q=, ?accessibility=), so a link reproduces them
 * and Back returns to them.
 */
function StudioSearch({
  applied,
  onSearch,
}: {
  applied: StudioSearchState;
  onSearch: (state: StudioSearchState) => void;
}) {
  const [draft, setDraft] = useUrlDraft(applied);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: draft.q.trim(), accessibility: draft.accessibility });
  };
  return (
    <search aria-label="Studio search" className="mt-8 max-w-xl">
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="flex items-end gap-3">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="studio-search">Search studios</Label>
            <Input
              id="studio-search"
              type="search"
              value={draft.q}
              maxLength={200}
              onChange={(event) => setDraft((d) => ({ ...d, q: event.target.value }))}
              placeholder="Studio name"
            />
          </div>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" /> Search
          </Button>
        </div>
        <details className="group" open={applied.accessibility.length > 0}>
          <summary className="cursor-pointer text-sm font-medium text-ink">
            Access{applied.accessibility.length > 0 ? ` (${applied.accessibility.length})` : ''}
          </summary>
          <AccessFilter
            idPrefix="studio-access"
            value={draft.accessibility}
            onChange={(accessibility) => setDraft((d) => ({ ...d, accessibility }))}
            className="mt-3 sm:grid sm:grid-cols-2 sm:gap-x-6 [&>legend]:sr-only"
          />
        </details>
      </form>
    </search>
  );
}

export function StudiosPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const accessibility = accessFeaturesOf(searchParams.get('accessibility'));
  const view = viewFromParams(searchParams);
  const params = studioListParams(searchParams);
  const query = useStudioPages(params);
  const mapQuery = useStudioMapPage(params, view === 'map');
  const studios = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const mapped = useMemo(() => {
    const first = mapQuery.data?.pages[0];
    const all = first?.items ?? [];
    const places = [];
    for (const s of all) {
      if (s.latitude !== null && s.longitude !== null)
        places.push(studioPlace(s, s.latitude, s.longitude, s.distanceKm));
    }
    return {
      places,
      unplaced: all.length - places.length,
      beyond: Math.max(0, (first?.total ?? 0) - all.length),
    };
  }, [mapQuery.data]);
  /** The URL with these changes, in the view shown. */
  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearchParams(next);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14">
      <PageTitle>Studios</PageTitle>
      <header className="max-w-2xl">
        <Eyebrow>Studios</Eyebrow>
        <h1 className="mt-3 text-3xl sm:text-4xl text-ink">London's wellbeing studios</h1>
        <p className="mt-4 text-lg text-muted">
          Boutique studios and independent spaces, from warehouse yoga lofts to quiet therapy rooms. Each one
          chosen for how it makes you feel.
        </p>
      </header>
      <StudioSearch
        applied={{ q, accessibility }}
        onSearch={(next) =>
          go({
            q: next.q || undefined,
            accessibility: next.accessibility.length > 0 ? next.accessibility.join(',') : undefined,
          })
        }
      />
      <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <NearMe
          active={Boolean(params.near)}
          onLocated={(point) => go({ near: formatNear(point) })}
          onClear={() => go({ near: undefined })}
        />
        <ViewToggle view={view} onChange={(next) => setSearchParams(paramsForView(searchParams, next))} />
      </div>
      {params.near && studios && (
        <p role="status" className="mt-4 text-muted">
          {total} {total === 1 ? 'studio' : 'studios'}, nearest first
        </p>
      )}
      <div className="mt-8">
        {query.isError && !studios ? (
          <FetchError title="Failed to fetch studios" onRetry={() => query.refetch()} />
        ) : studios && studios.length === 0 ? (
          <StatusPanel icon={Store} title="No studios found">
            <p>
              {q || accessibility.length > 0
                ? 'Try another search.'
                : 'New studios are joining soon. Please check back shortly.'}
            </p>
          </StatusPanel>
        ) : view === 'map' ? (
          <CatalogueMap
            label="Studios"
            places={mapped.places}
            unplacedCount={mapped.unplaced}
            beyondCount={mapped.beyond}
            fallback={
              <CardGrid label="Studios">
                {(studios ?? []).map((studio) => (
                  <li key={studio.id}>
                    <StudioCard studio={studio} headingLevel="h2" />
                  </li>
                ))}
              </CardGrid>
            }
          />
        ) : (
          <>
            <CardGrid label="Studios">
              {studios ? (
                studios.map((studio) => (
                  <li key={studio.id}>
                    <StudioCard studio={studio} headingLevel="h2" />
                  </li>
                ))
              ) : (
                <SkeletonGrid count={STUDIO_SKELETONS} kind="studio" />
              )}
            </CardGrid>
            {studios && query.hasNextPage && (
              <div className="mt-10 flex flex-col items-center gap-3">
                <p className="text-sm text-muted">
                  Showing {studios.length} of {total} studios
                </p>
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading...' : 'Show More Studios'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
