import { z } from 'zod';
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
  createdAt: isoDateSchema,
});
export type Studio = z.infer<typeof studioSchema>;
