import { PoundSterling } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '../../../../common/format';
import { MAX_REPORT_DAYS } from '../../../../common/schemas/owner-range';
import type { Revenue } from '../../../../common/schemas/owner-revenue';
import { daysBetween } from '../../../../common/weekly-schedule';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useOwnerRevenue } from '../api/owner-revenue';
import { rangeQuery } from '../api/owner-timetable';
import { DownloadCsvButton } from './download-csv-button';
import { DateField } from './filter-fields';
import { londonToday, monthOf } from './london-dates';
import { RevenueChart } from './revenue-chart';
import { StudioFilter, type StudioOption } from './studio-filter';

/**
 * The Money tab: what was taken and refunded in a range of London dates (this month at first), to the
 * penny, by day as a chart or a table, and the revenue and bookings of the range as CSV.
 */
export function MoneyTab({ studios }: { studios: StudioOption[] }) {
  const [range, setRange] = useState(() => monthOf(londonToday()));
  const [studioId, setStudioId] = useState('');
  const span = daysBetween(range.from, range.to);
  const problem =
    span === undefined
      ? 'Choose a From and a To date.'
      : span < 0
        ? 'To must be on or after From.'
        : span >= MAX_REPORT_DAYS
          ? 'Choose at most a year.'
          : undefined;
  const revenue = useOwnerRevenue(range.from, range.to, studioId || undefined, !problem);
  const query = rangeQuery(range.from, range.to, studioId || undefined);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-2xl text-ink">Money</h2>
        {!problem && (
          <div className="flex flex-wrap gap-2">
            <DownloadCsvButton
              url={`/api/owner/revenue.csv?${query}`}
              filename="revenue.csv"
              label="Download revenue CSV"
            />
            <DownloadCsvButton
              url={`/api/owner/bookings.csv?${query}`}
              filename="bookings.csv"
              label="Download bookings CSV"
            />
          </div>
        )}
      </div>
      <div className="mb-6 grid gap-4 sm:grid-cols-3 lg:max-w-3xl">
        <DateField
          id="money-from"
          label="From"
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
        />
        <DateField id="money-to" label="To" value={range.to} onChange={(to) => setRange({ ...range, to })} />
        <StudioFilter id="money-studio" studios={studios} value={studioId} onChange={setStudioId} />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : revenue.isPending ? (
        <Skeleton shape="card" className="h-64" />
      ) : revenue.isError ? (
        <StatusPanel
          icon={PoundSterling}
          tone="error"
          title="Failed to fetch revenue"
          action={
            <Button variant="secondary" onClick={() => revenue.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div
          aria-busy={revenue.isPlaceholderData}
          className={cn('flex flex-col gap-6 transition-opacity', revenue.isPlaceholderData && 'opacity-60')}
        >
          <Figures revenue={revenue.data} />
          <div className="rounded-card bg-surface p-4 shadow-raised sm:p-6">
            <RevenueChart byDay={revenue.data.byDay} />
          </div>
        </div>
      )}
    </>
  );
}

function Figures({ revenue }: { revenue: Revenue }) {
  const figures = [
    { label: 'Taken', value: revenue.gross },
    { label: 'Refunded', value: revenue.refunds },
    { label: 'Net', value: revenue.net },
  ];
  const kinds = [
    { label: 'Classes', value: revenue.byKind.classes },
    { label: 'Packs', value: revenue.byKind.packs },
    { label: 'Memberships', value: revenue.byKind.memberships },
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-card bg-surface p-4 shadow-raised sm:p-5">
            <dt className="text-sm text-muted">{f.label}</dt>
            <dd className="font-display text-3xl text-ink tabular-nums">{formatPrice(f.value)}</dd>
          </div>
        ))}
      </dl>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        {kinds.map((k) => (
          <div key={k.label} className="flex gap-1">
            <dt>{k.label}:</dt>
            <dd className="font-medium text-ink tabular-nums">{formatPrice(k.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
