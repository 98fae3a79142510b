import { z } from 'zod';

import { AVAILABILITY_MAX_SESSIONS } from '../constants';

/** `?sessions=<id>,<id>,…`: the ids, each once, in the order asked. */
export const availabilityQuerySchema = z.object({
  sessions: z
    .string({ error: 'sessions is required: session ids separated by commas' })
    .max(AVAILABILITY_MAX_SESSIONS * 40)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        .max(AVAILABILITY_MAX_SESSIONS, `sessions takes at most ${AVAILABILITY_MAX_SESSIONS} ids`),
    ),
});

/** A session's places as they are now. */
export const sessionAvailabilitySchema = z.object({
  id: z.string(),
  placesLeft: z.number().int(),
  status: z.string(),
  waitlistCount: z.number().int(),
});
export type SessionAvailability = z.infer<typeof sessionAvailabilitySchema>;

export const availabilitySchema = z.object({ sessions: z.array(sessionAvailabilitySchema) });
export type Availability = z.infer<typeof availabilitySchema>;
