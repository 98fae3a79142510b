import { MapPin } from 'lucide-react';
import { type ComponentType, useCallback, useMemo, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { LatLng } from '../../../../common/geo';
import { londonPostcodeCentre } from '../../../../common/london-postcodes';
import { loadOnce, useLazyMap } from '../../../components/catalogue/map/map-support';
import { Button } from '../../../components/ui/button';
import type { PinMapProps } from './pin-map';

/** The pin map's code, asked for the first time an owner opens it. */
const loadPinMap = loadOnce(() =>
  import('./pin-map').then((module): ComponentType<PinMapProps> => module.default),
);

/** Six decimals: about 10 cm, finer than any door. */
const asText = (degrees: number) => degrees.toFixed(6);

/** The typed pair as a point, or null while either is empty or not a number in range. */
function pinOf(latitude: string, longitude: string): LatLng | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

type CoordinateFields = { latitude: string; longitude: string; postcode: string };

/**
 * "Place the pin on a map" under the studio form's coordinate fields (issue 34): a click on the map
 * fills both fields, dragging the pin changes them, and typing moves the pin. The fields stay the
 * keyboard's and screen reader's way to set the place; the map is a faster way for a pointer. With
 * no pin yet, the map opens at the London postcode typed above (londonPostcodeCentre), not all London.
 */
export function PinPicker<T extends CoordinateFields>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  // The generic form is narrowed to its coordinate and postcode fields, which every caller's form has.
  const coordinates = form as unknown as UseFormReturn<CoordinateFields, unknown, unknown>;
  const [open, setOpen] = useState(false);
  const { MapComponent: PinMap, settings, failed, onFailure } = useLazyMap(loadPinMap, open);
  // useWatch: typing re-draws the picker alone, not the whole form.
  const [latitude, longitude] = useWatch({ control: coordinates.control, name: ['latitude', 'longitude'] });
  const pin = useMemo(() => pinOf(latitude, longitude), [latitude, longitude]);
  const postcode = useWatch({ control: coordinates.control, name: 'postcode' });
  const near = useMemo(() => londonPostcodeCentre(postcode), [postcode]);
  const onPick = useCallback(
    (point: LatLng) => {
      const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
      coordinates.setValue('latitude', asText(point.lat), options);
      coordinates.setValue('longitude', asText(point.lng), options);
    },
    [coordinates],
  );

  if (!open) {
    return (
      <Button type="button" variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <MapPin aria-hidden="true" />
        Place the pin on a map
      </Button>
    );
  }
  if (failed) {
    return (
      <p role="status" className="text-sm text-muted">
        The map cannot be shown on this device: type the coordinates above instead.
      </p>
    );
  }
  return (
    <section aria-label="Studio pin on a map" className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        Click or tap your door to place the pin, then drag it to adjust. The coordinates above follow.
      </p>
      <div className="h-64 overflow-hidden rounded-2xl border border-line bg-sand">
        {PinMap && settings ? (
          <PinMap settings={settings} pin={pin} near={near} onPick={onPick} onFailure={onFailure} />
        ) : (
          <p className="grid h-full place-items-center text-muted">Loading the map…</p>
        )}
      </div>
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setOpen(false)}>
        Hide the map
      </Button>
    </section>
  );
}
