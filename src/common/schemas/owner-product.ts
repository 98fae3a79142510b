import { z } from 'zod';
import { studioFilterSchema } from './owner-range';
import { productSchema } from './product';

// The owner's Pricing tab (issue 29, docs/decisions/0061): every product of their studios, archived
// ones too, with how many passes each has sold.

/** GET /api/owner/products: one studio's products, or every studio's when `studioId` is left out. */
export const ownerProductsQuerySchema = z.object({ studioId: studioFilterSchema });

export const ownerProductSchema = productSchema.extend({
  /** Passes ever bought of this product, whatever became of them since (cancelled and expired included). */
  sold: z.number().int(),
  /** Of those, the passes still usable now (status `active` as GET /api/user/passes would answer it). */
  activePasses: z.number().int(),
});
export type OwnerProduct = z.infer<typeof ownerProductSchema>;
