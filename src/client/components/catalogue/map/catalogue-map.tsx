import { MapPinOff, X } from 'lucide-react';
import { type ComponentType, type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MAP_PAGE_SIZE } from '../../../lib/paged-query';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import type { MapPlace } from './map-place';
import { loadOnce, useLazyMap } from './map-support';
import type { PlacesMapProps } from './places-map';

/** The map's code, asked for the first time a map is shown: MapLibre stays out of the list pages' bundle. */
const loadPlacesMap = loadOnce(() =>
  import('./places-map').then((module): ComponentType<PlacesMapProps> => module.default),
);

interface Props {
  places: MapPlace[];
  /** What the pins are, for the map's label: "Classes", "Studios". */
  label: string;
  /** How many of the list's matches have no place on the map (online, not yet placed). */
  unplacedCount: number;
  /**
   * How many matches the map was not given at all: it holds one page of the list (the first 100), so
   * a broad search says how much more the list has.
   */
  beyondCount: number;
  /** Shown instead when the map cannot be drawn here: the list. */
  fallback: React.ReactNode;
}

/**
 * A catalogue map (docs/decisions/0078): pins and clusters, and a card for the chosen pin. Drawn in
 * the browser only; the server and a browser without WebGL show the list with a note instead.
 */
export function CatalogueMap({ places, label, unplacedCount, beyondCount, fallback }: Props) {
  const { MapComponent: PlacesMap, settings, failed, onFailure } = useLazyMap(loadPlacesMap);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const cardRef = useRef<HTMLDivElement>(null);

  if (failed) {
    return (
      <>
        <p role="status" className="mb-6 flex items-start gap-2 rounded-2xl bg-white p-4 text-ink shadow-sm">
          <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay" />
          The map cannot be shown on this device, so here is the list instead.
        </p>
        {fallback}
      </>
    );
  }
  const selected = places.find((place) => place.id === selectedId);
  return (
    <div>
      <section
        aria-label={`${label} on a map`}
        className="relative h-[28rem] overflow-hidden rounded-3xl border border-line bg-sand sm:h-[36rem]"
      >
        {PlacesMap && settings ? (
          <PlacesMap
            settings={settings}
            places={places}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onFailure={onFailure}
            cardRef={cardRef}
          />
        ) : (
          <p className="grid h-full place-items-center text-muted">Loading the map…</p>
        )}
        {selected && <PlaceCard ref={cardRef} place={selected} onClose={() => setSelectedId(undefined)} />}
      </section>
      {unplacedCount > 0 && (
        <p className="mt-3 text-sm text-muted">
          {unplacedCount} {unplacedCount === 1 ? 'match has' : 'matches have'} no pin: online, or not yet
          placed by the studio. The list shows {unplacedCount === 1 ? 'it' : 'them'}.
        </p>
      )}
      {beyondCount > 0 && (
        <p className="mt-3 text-sm text-muted" data-testid="map-beyond">
          The map shows the first {MAP_PAGE_SIZE} matches; {beyondCount.toLocaleString('en-GB')} more are in
          the list. Narrow your search, or use Near me, to map them.
        </p>
      )}
    </div>
  );
}

function PlaceCard({
  place,
  onClose,
  ref,
}: {
  place: MapPlace;
  onClose: () => void;
  ref: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Card
      ref={ref}
      role="group"
      aria-label={place.name}
      className="absolute inset-x-3 bottom-3 z-10 p-4 sm:inset-x-auto sm:left-4 sm:w-80"
      data-testid="map-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold tracking-normal text-ink">
            <Link to={place.href} className="underline-offset-4 hover:underline">
              {place.name}
            </Link>
          </h3>
          {place.detail && <p className="mt-1 text-sm text-muted">{place.detail}</p>}
        </div>
        <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose} className="-mr-2 -mt-2">
          <X aria-hidden="true" />
        </Button>
      </div>
      {place.links && place.links.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {place.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="text-sage underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
