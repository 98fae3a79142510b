import { SlidersHorizontal } from 'lucide-react';
import type { ComponentProps, FormEvent } from 'react';
import { SERVICE_TYPE_LABELS } from '../../../../common/constants';
import { AccessFilter } from '../../../components/access-filter';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUrlDraft } from '../../../lib/use-url-draft';
import {
  AVAILABILITY_OPTIONS,
  DIFFICULTY_OPTIONS,
  type BrowseFilters as Filters,
  PRICE_BANDS,
  type PriceBand,
  TIME_OF_DAY_OPTIONS,
} from './browse-state';
import { FilterSelect } from './filter-select';

const SERVICE_OPTIONS = { all: 'All services', ...SERVICE_TYPE_LABELS } as Record<
  Filters['serviceType'],
  string
>;
const FORMAT_OPTIONS: Record<Filters['deliveryMethod'], string> = {
  all: 'All formats',
  'in-person': 'In-person',
  online: 'Online',
};
const PRICE_OPTIONS = Object.fromEntries(
  Object.entries(PRICE_BANDS).map(([band, { label }]) => [band, label]),
) as Record<PriceBand, string>;

type SelectKey = Exclude<keyof Filters, 'q' | 'location' | 'date' | 'accessibility'>;
type SelectSpec = readonly [id: string, label: string, key: SelectKey, options: Record<string, string>];

/** The choices drawn as selects, in the panel's order: the spec's four, then time of day and difficulty. */
const SELECTS: readonly SelectSpec[] = [
  ['filter-service', 'Service Type', 'serviceType', SERVICE_OPTIONS],
  ['filter-format', 'Format', 'deliveryMethod', FORMAT_OPTIONS],
  ['filter-price', 'Price Range', 'price', PRICE_OPTIONS],
  ['filter-availability', 'Availability', 'availability', AVAILABILITY_OPTIONS],
  ['filter-time', 'Time of Day', 'timeOfDay', TIME_OF_DAY_OPTIONS],
  ['filter-difficulty', 'Difficulty', 'difficulty', DIFFICULTY_OPTIONS],
];

interface BrowseFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
}

/** Choices are a draft until 'Apply Filters', and the URL's filters again after any move in the history. */
export function BrowseFilters({ applied, onApply }: BrowseFiltersProps) {
  const [draft, setDraft] = useUrlDraft(applied);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const drawInput = (
    id: string,
    label: string,
    key: 'q' | 'date' | 'location',
    props: ComponentProps<typeof Input>,
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input {...props} id={id} value={draft[key]} onChange={(event) => set(key, event.target.value)} />
    </div>
  );

  const drawSelect = ([id, label, key, options]: SelectSpec) => (
    <FilterSelect
      key={id}
      id={id}
      label={label}
      value={draft[key]}
      options={options as Record<string, string>}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, location: draft.location.trim(), q: draft.q.trim() });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Filters" className="flex flex-col gap-5">
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <SlidersHorizontal aria-hidden="true" className="size-4 text-sage" /> Filters
      </h2>
      {drawInput('filter-search', 'Search', 'q', {
        type: 'search',
        maxLength: 200,
        placeholder: 'Class, teacher or studio',
      })}
      {SELECTS.slice(0, 4).map(drawSelect)}
      {drawInput('filter-date', 'Date', 'date', { type: 'date' })}
      {SELECTS.slice(4).map(drawSelect)}
      {drawInput('filter-location', 'Location', 'location', { placeholder: 'Anywhere in London' })}
      <AccessFilter
        idPrefix="filter-access"
        value={draft.accessibility}
        onChange={(features) => set('accessibility', features)}
      />
      <Button type="submit" className="mt-1 w-full">
        Apply Filters
      </Button>
    </form>
  );
}
