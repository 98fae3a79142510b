import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SERVICE_TYPE_LABELS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  AVAILABILITY_OPTIONS,
  type AvailabilityFilter,
  type BrowseFilters as Filters,
  PRICE_BANDS,
  type PriceBand,
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

interface BrowseFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
}

/** Choices are a draft until 'Apply Filters' (SPEC §2); the parent re-mounts this when the URL changes. */
export function BrowseFilters({ applied, onApply }: BrowseFiltersProps) {
  const [draft, setDraft] = useState(applied);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, location: draft.location.trim() });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Filters" className="flex flex-col gap-5">
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <SlidersHorizontal aria-hidden="true" className="size-4 text-sage" /> Filters
      </h2>
      <FilterSelect
        id="filter-service"
        label="Service Type"
        value={draft.serviceType}
        options={SERVICE_OPTIONS}
        onChange={(v) => set('serviceType', v)}
      />
      <FilterSelect
        id="filter-format"
        label="Format"
        value={draft.deliveryMethod}
        options={FORMAT_OPTIONS}
        onChange={(v) => set('deliveryMethod', v)}
      />
      <FilterSelect
        id="filter-price"
        label="Price Range"
        value={draft.price}
        options={PRICE_OPTIONS}
        onChange={(v) => set('price', v)}
      />
      <FilterSelect<AvailabilityFilter>
        id="filter-availability"
        label="Availability"
        value={draft.availability}
        options={AVAILABILITY_OPTIONS}
        onChange={(v) => set('availability', v)}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-location">Location</Label>
        <Input
          id="filter-location"
          value={draft.location}
          onChange={(event) => set('location', event.target.value)}
          placeholder="Anywhere in London"
        />
      </div>
      <Button type="submit" className="mt-1 w-full">
        Apply Filters
      </Button>
    </form>
  );
}
