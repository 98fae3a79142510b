import { z } from 'zod';
import { ATTENDANCE, PAID_WITH } from '../constants';
import { bookingStatusSchema } from '../statuses';
import { cursorSchema, limitSchema, searchSchema } from './catalogue-params';
import { isoDateSchema, moneySchema } from './fields';
import { studioFilterSchema } from './owner-range';
import { clientWaiverSchema } from './waiver';

// The owner's clients: everyone who has booked at one of their studios (GET /api/owner/clients),
// and one client's history there (GET /api/owner/clients/:userId).

/** Paged like the catalogue: `limit`, `cursor` from the Link header, X-Total-Count. */
export const ownerClientsQuerySchema = z.object({
  studioId: studioFilterSchema,
  /** Part of the name or e-mail, any case. */
  q: searchSchema,
  limit: limitSchema,
  cursor: cursorSchema,
});
export type OwnerClientsQuery = z.output<typeof ownerClientsQuerySchema>;

/** GET /api/owner/clients.csv: every client, of one studio or all. */
export const ownerClientsExportQuerySchema = z.object({ studioId: studioFilterSchema });

export const clientSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Sessions begun that they booked and did not cancel, no-shows left out. */
  visits: z.number().int(),
  /** The start of the latest of those visits. */
  lastVisit: isoDateSchema.nullable(),
  /** The start of the soonest session still to come that they hold a place on. */
  nextBooking: isoDateSchema.nullable(),
  /** Passes still usable at these studios: 0 until passes exist. */
  activePasses: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;

/** One booking of the client's at the owner's studios. */
export const clientBookingSchema = z.object({
  bookingId: z.string(),
  sessionId: z.string(),
  classTitle: z.string(),
  studioId: z.string(),
  studioName: z.string(),
  startTime: isoDateSchema,
  status: bookingStatusSchema,
  attendance: z.enum(ATTENDANCE).nullable(),
  amountPaid: moneySchema,
  paidWith: z.enum(PAID_WITH).nullable(),
  refund: z.string().nullable(),
});

export const clientParamsSchema = z.object({ userId: z.string().max(64) });

export const clientDetailSchema = clientSchema.extend({
  /** Latest session first. */
  bookings: z.array(clientBookingSchema),
  /**
   * Issue 66: the client's latest waiver answers at each of the owner's studios, where the owner may
   * read them (a booking there upcoming or in the last 12 months).
   */
  waivers: z.array(clientWaiverSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
