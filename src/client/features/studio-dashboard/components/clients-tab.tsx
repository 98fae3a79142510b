import { Users } from 'lucide-react';
import { useState } from 'react';
import { formatSessionDate } from '../../../../common/format';
import type { Client } from '../../../../common/schemas/owner-clients';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOwnerClients } from '../api/owner-clients';
import { ClientHistory } from './client-history';
import { DownloadCsvButton } from './download-csv-button';
import { NameSearchField } from './filter-fields';
import { StudioFilter, type StudioOption } from './studio-filter';

/**
 * The Clients tab: everyone who has booked at the owner's studios, by name, a page at a time; each
 * opens their history here.
 */
export function ClientsTab({ studios }: { studios: StudioOption[] }) {
  const [studioId, setStudioId] = useState('');
  const [name, setName] = useState('');
  const q = useDebouncedValue(name).trim();
  const csv = new URLSearchParams(studioId ? { studioId } : {});
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-2xl text-ink">Clients</h2>
        <DownloadCsvButton
          url={`/api/owner/clients.csv?${csv}`}
          filename="clients.csv"
          description="of the clients"
        />
      </div>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <NameSearchField id="clients-name" value={name} onChange={setName} />
        <StudioFilter id="clients-studio" studios={studios} value={studioId} onChange={setStudioId} />
      </div>
      <ClientList studioId={studioId || undefined} q={q} />
    </>
  );
}

function ClientList({ studioId, q }: { studioId: string | undefined; q: string }) {
  const query = useOwnerClients(studioId, q);
  if (query.isPending) return <Skeleton shape="card" className="h-40" />;
  if (query.isError) {
    return (
      <StatusPanel
        icon={Users}
        tone="error"
        title="Failed to fetch clients"
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const clients = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? clients.length;
  if (clients.length === 0) {
    return (
      <StatusPanel icon={Users} title={q ? 'No clients match this search' : 'No clients yet'}>
        {!q && <p>People who book at your studios appear here.</p>}
      </StatusPanel>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 client' : `${total.toLocaleString('en-GB')} clients`}
      </p>
      <ul
        aria-label="Clients"
        aria-busy={query.isPlaceholderData}
        className={cn(
          'flex flex-col divide-y divide-line rounded-card bg-surface shadow-raised transition-opacity',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        {clients.map((client) => (
          <ClientRow key={client.userId} client={client} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            aria-disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}

function ClientRow({ client }: { client: Client }) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium wrap-anywhere text-ink">
          {client.name} <span className="font-normal break-all text-muted">{client.email}</span>
        </p>
        <p className="text-sm text-muted">
          {client.visits === 1 ? '1 visit' : `${client.visits} visits`}
          {client.lastVisit && ` · last ${formatSessionDate(client.lastVisit)}`}
          {client.nextBooking && ` · next ${formatSessionDate(client.nextBooking)}`}
          {client.activePasses > 0 &&
            ` · ${client.activePasses === 1 ? '1 active pass' : `${client.activePasses} active passes`}`}
        </p>
      </div>
      <ClientHistory client={client} />
    </li>
  );
}
