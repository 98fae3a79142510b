import { z } from 'zod';
import { STUDIO_SORTS } from '../catalogue-query';
import { SERVICE_TYPES } from '../constants';
import { cursorSchema, limitSchema, locationSchema, searchSchema } from './catalogue-params';
import { isoDateSchema } from './fields';

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
  isActive: z.boolean(),
  /** Checked by an operator: the page and cards carry a "Verified" badge. */
  verified: z.boolean(),
  createdAt: isoDateSchema,
});
export type Studio = z.infer<typeof studioSchema>;

/** GET /api/studios: search, filters, a sort and a page (docs/decisions/0024). */
export const studioListQuerySchema = z.object({
  q: searchSchema,
  serviceType: z
    .enum(SERVICE_TYPES, { error: `serviceType must be one of: ${SERVICE_TYPES.join(', ')}` })
    .optional(),
  location: locationSchema,
  sort: z
    .enum(STUDIO_SORTS, { error: `sort must be one of: ${STUDIO_SORTS.join(', ')}` })
    .default('recommended'),
  limit: limitSchema,
  cursor: cursorSchema,
});
export type StudioListQuery = z.infer<typeof studioListQuerySchema>;
