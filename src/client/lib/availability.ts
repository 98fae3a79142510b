import { LOW_SPOTS_THRESHOLD } from '../../common/constants';
import type { PublicSession } from '../../common/schemas/session';

export type AvailabilityTone = 'full' | 'low' | 'open' | 'none' | 'online';

export interface Availability {
  label: string;
  tone: AvailabilityTone;
}

function spots(n: number): string {
  return n === 1 ? '1 spot' : `${n} spots`;
}

/** SPEC §4, for one session on a detail page: 'Fully booked', 'N spots left' or 'N spots available'. */
export function sessionAvailability(availableSpots: number): Availability {
  if (availableSpots <= 0) return { label: 'Fully booked', tone: 'full' };
  if (availableSpots <= LOW_SPOTS_THRESHOLD) return { label: `${spots(availableSpots)} left`, tone: 'low' };
  return { label: `${spots(availableSpots)} available`, tone: 'open' };
}

/**
 * SPEC §4, for a class in a compact card: online classes say 'Online'; otherwise the next session
 * decides between 'Fully booked', 'N spots left' and 'Available'.
 */
export function cardAvailability(deliveryMethod: string, sessions: PublicSession[]): Availability {
  if (deliveryMethod === 'online') return { label: 'Online', tone: 'online' };
  const next = sessions[0];
  if (!next) return { label: 'No upcoming sessions', tone: 'none' };
  if (next.availableSpots <= 0) return { label: 'Fully booked', tone: 'full' };
  if (next.availableSpots <= LOW_SPOTS_THRESHOLD) {
    return { label: `${spots(next.availableSpots)} left`, tone: 'low' };
  }
  return { label: 'Available', tone: 'open' };
}

/** The availability filter of SPEC §7: keep a class only if some session still has a place. */
export function hasSessionWithSpots(sessions: PublicSession[]): boolean {
  return sessions.some((s) => s.availableSpots > 0);
}
