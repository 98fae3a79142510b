import type { ClassWithDetails } from '../../../../common/schemas/class';
import type { Studio } from '../../../../common/schemas/studio';
import { formatRating } from '../../../lib/format';

/** SPEC §6: a studio owner sees only the studios whose userId is their own id. */
export function studiosOwnedBy(studios: Studio[], userId: string): Studio[] {
  return studios.filter((s) => s.userId === userId);
}

/** The classes held at those studios. */
export function classesAt<T extends Pick<ClassWithDetails, 'studioId'>>(
  classes: T[],
  studios: Studio[],
): T[] {
  const ids = new Set(studios.map((s) => s.id));
  return classes.filter((c) => ids.has(c.studioId));
}

export interface OwnerStats {
  totalStudios: number;
  activeClasses: number;
  /** SPEC §2: always 0 until bookings of a studio are listed. */
  totalBookings: 0;
  /** The studios' average rating to one decimal place, '0.0' with no studios. */
  averageRating: string;
}

export function ownerStats(
  studios: Studio[],
  classes: Array<Pick<ClassWithDetails, 'isActive'>>,
): OwnerStats {
  // Ratings are numeric(3,2): summing hundredths keeps the average exact before rounding.
  const hundredths = studios.reduce((sum, s) => sum + Math.round(Number(s.rating) * 100), 0);
  return {
    totalStudios: studios.length,
    activeClasses: classes.filter((c) => c.isActive).length,
    totalBookings: 0,
    averageRating: formatRating(studios.length ? hundredths / studios.length / 100 : 0),
  };
}
