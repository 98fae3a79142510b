import { LocateFixed, X } from 'lucide-react';
import { useState } from 'react';
import type { LatLng } from '../../../common/geo';
import { Button } from '../ui/button';

type Failure = 'refused' | 'unavailable';

const FAILURE_TEXT: Record<Failure, string> = {
  refused:
    'Your location was not shared, so nothing is sorted by distance. Search by area or postcode instead, or allow location for this site and try again.',
  unavailable:
    'Your location could not be found, so nothing is sorted by distance. Search by area or postcode instead.',
};

/**
 * "Near me" (docs/decisions/0078): the browser asks for the location only when it is pressed, and a
 * refusal or a failure says so, with the way on. `near` is the point in use, if any.
 */
export function NearMe({
  active,
  onLocated,
  onClear,
}: {
  active: boolean;
  onLocated: (point: LatLng) => void;
  onClear: () => void;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    setFailure(null);
    if (!('geolocation' in navigator)) {
      setFailure('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setFailure(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={locate} disabled={locating} aria-pressed={active}>
          <LocateFixed aria-hidden="true" />
          {locating ? 'Finding you…' : active ? 'Near me: on' : 'Near me'}
        </Button>
        {active && (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" /> Anywhere
          </Button>
        )}
      </div>
      <p role="status" className={failure ? 'max-w-md text-sm text-ink' : 'sr-only'}>
        {failure ? FAILURE_TEXT[failure] : ''}
      </p>
    </div>
  );
}
