import { Store } from 'lucide-react';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { SkeletonGrid } from '../../../components/catalogue/card-skeletons';
import { StudioCard } from '../../../components/catalogue/studio-card';
import { Eyebrow } from '../../../components/eyebrow';
import { FetchError } from '../../../components/fetch-error';
import { PageTitle } from '../../../components/page-title';
import { StatusPanel } from '../../../components/status-panel';
import { useStudios } from '../api/get-studios';

const STUDIO_SKELETONS = 6;

export function StudiosPage() {
  const { data: studios, isPending, isError, refetch } = useStudios();
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
      <div className="mt-10">
        {isError ? (
          <FetchError title="Failed to fetch studios" onRetry={() => refetch()} />
        ) : !isPending && studios.length === 0 ? (
          <StatusPanel icon={Store} title="No studios found">
            <p>New studios are joining soon. Please check back shortly.</p>
          </StatusPanel>
        ) : (
          <CardGrid label="Studios">
            {isPending ? (
              <SkeletonGrid count={STUDIO_SKELETONS} kind="studio" />
            ) : (
              studios.map((studio) => (
                <li key={studio.id}>
                  <StudioCard studio={studio} headingLevel="h2" />
                </li>
              ))
            )}
          </CardGrid>
        )}
      </div>
    </div>
  );
}
