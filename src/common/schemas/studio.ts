import { z } from 'zod';
import { ACCESS_FEATURES } from '../accessibility';
import { DISTANCE_SORT, STUDIO_SORTS } from '../catalogue-query';
import { SERVICE_TYPES } from '../constants';
import {
  accessibilityFilterSchema,
  cursorSchema,
  limitSchema,
  locationSchema,
  searchSchema,
} from './catalogue-params';
import { isoDateSchema } from './fields';
import { distanceKmSchema, nearParams, nearRules } from './near-params';

export const studioSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** numeric(3,2) as a decimal string, e.g. "4.80". */
  rating: z.string(),
  reviewCount: z.number().int(),
  serviceTypes: z.array(z.string()),
  amenities: z.array(z.string()),
  /** The access features that hold, in the set's order (docs/decisions/0077). */
  accessibility: z.array(z.enum(ACCESS_FEATURES)),
  accessibilityNotes: z.string().nullable(),
  isActive: z.boolean(),
  /** Checked by an operator: the page and cards carry a "Verified" badge. */
  verified: z.boolean(),
  createdAt: isoDateSchema,
  /** Where it is, in degrees; both null when its owner has not placed it (docs/decisions/0078). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Studio = z.infer<typeof studioSchema>;

/** A studio in GET /api/studios: with `near`, its distance from there. */
export const studioListItemSchema = studioSchema.extend({ distanceKm: distanceKmSchema });
export type StudioListItem = z.infer<typeof studioListItemSchema>;

/** GET /api/studios: search, filters, a sort and a page (docs/decisions/0024). */
export const studioListQuerySchema = z
  .object({
    q: searchSchema,
    serviceType: z
      .enum(SERVICE_TYPES, { error: `serviceType must be one of: ${SERVICE_TYPES.join(', ')}` })
      .optional(),
    location: locationSchema,
    accessibility: accessibilityFilterSchema,
    sort: z
      .enum([...STUDIO_SORTS, DISTANCE_SORT], {
        error: `sort must be one of: ${[...STUDIO_SORTS, DISTANCE_SORT].join(', ')}`,
      })
      .default('recommended'),
    ...nearParams,
    limit: limitSchema,
    cursor: cursorSchema,
  })
  .superRefine(nearRules);
export type StudioListQuery = z.infer<typeof studioListQuerySchema>;
