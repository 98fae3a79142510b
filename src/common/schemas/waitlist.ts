import { z } from 'zod';
import { sessionStatusSchema, waitlistStatusSchema } from '../statuses';
import { isoDateSchema, moneySchema } from './fields';

/**
 * POST /api/sessions/:id/waitlist's body, optional: `{ passId }` names the pass whose credit pays for
 * the place when the student is promoted (checked now as for booking, and again at the promotion).
 */
export const joinWaitlistBodySchema = z
  .object(
    { passId: z.uuid({ error: 'passId must be a valid id' }).optional() },
    { error: 'The request body must be a JSON object.' },
  )
  // No body at all: the class price, paid on promotion.
  .nullish();

/** POST /api/sessions/:id/waitlist → 201. */
export const joinedWaitlistSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  status: z.literal('waiting'),
  /** The pass that will pay when promoted; null: the class price, paid at once on promotion. */
  passId: z.string().nullable(),
  /** 1 is first in line. */
  position: z.number().int(),
  createdAt: isoDateSchema,
});
export type JoinedWaitlist = z.infer<typeof joinedWaitlistSchema>;

/** One entry of GET /api/user/waitlist, with what the dashboard shows. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  status: waitlistStatusSchema,
  /** The live place in line while waiting; null once the entry has ended. */
  position: z.number().int().nullable(),
  /** Set when promoted: the confirmed booking the place became. */
  bookingId: z.string().nullable(),
  createdAt: isoDateSchema,
  /** When the entry ended (promoted, cancelled), else when it last changed. */
  updatedAt: isoDateSchema.nullable(),
  session: z.object({
    id: z.string(),
    startTime: isoDateSchema,
    endTime: isoDateSchema,
    /** 'scheduled' or 'cancelled' (by the studio). */
    status: sessionStatusSchema,
    /** The studio's reason when it cancelled the session. */
    cancellationReason: z.string().nullable(),
    class: z.object({
      id: z.string(),
      title: z.string(),
      serviceType: z.string(),
      deliveryMethod: z.string(),
      duration: z.number().int(),
      price: moneySchema,
      studio: z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() }),
    }),
  }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
