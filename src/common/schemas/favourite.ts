import { z } from 'zod';
import { classListItemSchema } from './class';
import { studioSchema } from './studio';

/**
 * GET /api/user/favourites (issue 34): what the student saved, newest first, in the catalogue lists'
 * own shapes, so the same cards draw them. Classes and studios that left the catalogue are left out.
 */
export const favouritesSchema = z.object({
  studios: z.array(studioSchema),
  classes: z.array(classListItemSchema),
});
export type Favourites = z.infer<typeof favouritesSchema>;
