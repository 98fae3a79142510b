import { z } from 'zod';

/** The one error shape every 4xx/5xx answer uses. */
export const errorSchema = z.object({ message: z.string() });
