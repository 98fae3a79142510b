import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export type CatalogueView = 'list' | 'map';

/** The view a catalogue URL asks for (`view=map`); the list otherwise. */
export const viewFromParams = (params: URLSearchParams): CatalogueView =>
  params.get('view') === 'map' ? 'map' : 'list';

/** The same URL in the other view: the filters, search and sort stay. */
export function paramsForView(params: URLSearchParams, view: CatalogueView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set('view', 'map');
  else next.delete('view');
  return next;
}

/** Map / List, two pressed-state buttons (docs/decisions/0078). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: CatalogueView;
  onChange: (view: CatalogueView) => void;
}) {
  const option = (value: CatalogueView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors',
        view === value ? 'bg-ink text-white' : 'text-ink hover:bg-ink/5',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-white p-1">
      <legend className="sr-only">Show as</legend>
      {option('list', 'List', List)}
      {option('map', 'Map', MapIcon)}
    </fieldset>
  );
}
