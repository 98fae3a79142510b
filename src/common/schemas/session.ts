import { z } from 'zod';
import { isoDateSchema } from './fields';

/** A session as listed publicly. The meeting link is private to people who booked, so it is not here. */
export const publicSessionSchema = z.object({
  id: z.string(),
  classId: z.string(),
  startTime: isoDateSchema,
  endTime: isoDateSchema,
  currentParticipants: z.number().int(),
  status: z.string(),
  specialInstructions: z.string().nullable(),
  createdAt: isoDateSchema,
  availableSpots: z.number().int(),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;
