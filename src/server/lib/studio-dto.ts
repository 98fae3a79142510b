import { accessFeaturesOf } from '../../common/accessibility';
import type { Studio } from '../../common/schemas/studio';
import type { studios } from '../db/schema';

type StudioRow = typeof studios.$inferSelect;

/** Database row to wire shape: defaults filled, decimals as strings, dates as ISO strings. */
export function toStudioDto(row: StudioRow): Studio {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    phone: row.phone,
    website: row.website,
    imageUrl: row.imageUrl,
    rating: row.rating ?? '0.00',
    reviewCount: row.reviewCount ?? 0,
    serviceTypes: row.serviceTypes,
    amenities: row.amenities ?? [],
    // In the set's order, whatever order the owner sent them in.
    accessibility: accessFeaturesOf(row.accessibility.join(',')),
    accessibilityNotes: row.accessibilityNotes,
    isActive: row.isActive ?? true,
    verified: row.verified,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
