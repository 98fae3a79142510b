import { LOW_SPOTS_THRESHOLD } from '../../common/constants';
import type { ListSession } from '../../common/schemas/session';

export type AvailabilityTone = 'full' | 'low' | 'open' | 'none' | 'online';

export interface Availability {
  label: string;
  tone: AvailabilityTone;
}

function spots(n: number): string {
  return n === 1 ? '1 spot' : `${n} spots`;
}

/** For one session on a detail page: 'Fully booked', 'N spots left' or 'N spots available'. */
export function sessionAvailability(availableSpots: number): Availability {
  if (availableSpots <= 0) return { label: 'Fully booked', tone: 'full' };
  if (availableSpots <= LOW_SPOTS_THRESHOLD) return { label: `${spots(availableSpots)} left`, tone: 'low' };
  return { label: `${spots(availableSpots)} available`, tone: 'open' };
}

/**
 * For a class in a compact card: online classes say 'Online'; otherwise the class's next
 * bookable session decides between 'N spots left' and 'Available', and 'Fully booked' only when no
 * upcoming session has a place (a full next session with places later is not fully booked).
 */
export function cardAvailability(deliveryMethod: string, sessions: ListSession[]): Availability {
  if (deliveryMethod === 'online') return { label: 'Online', tone: 'online' };
  if (sessions.length === 0) return { label: 'No upcoming sessions', tone: 'none' };
  const bookable = sessions.find((s) => s.availableSpots > 0);
  if (!bookable) return { label: 'Fully booked', tone: 'full' };
  if (bookable.availableSpots <= LOW_SPOTS_THRESHOLD) {
    return { label: `${spots(bookable.availableSpots)} left`, tone: 'low' };
  }
  return { label: 'Available', tone: 'open' };
}

/** The availability filter: keep a class only if some session still has a place. */
export function hasSessionWithSpots(sessions: ListSession[]): boolean {
  return sessions.some((s) => s.availableSpots > 0);
}
