import { z } from 'zod';
import { DELIVERY_METHODS, SERVICE_TYPES } from '../constants';
import { formatPence, toPence } from '../money';
import { classBaseSchema } from './class';
import { classDifficultySchema } from './difficulty';
import { publicSessionSchema } from './session';
import { teacherIdsSchema } from './teacher-ref';
import { optionalText, requiredText, wholeNumber } from './text-fields';

// A class as its owner creates and edits it (POST /api/studios/:id/classes, PATCH /api/classes/:id).

/** The highest price a class may have, in pence (£1,000.00). */
const MAX_PRICE_PENCE = 100_000;
// What to do, in the owner's words, naming the field (docs/decisions/0125).
const PRICE_MESSAGE = 'Enter a price from 0.00 to 1000.00 in pounds and pence, for example 12.00';

/** A price in pounds, as a number (18.5) or a decimal string ("18.50"), normalised to "18.50". */
const priceSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input == null ? 'Enter a price, for example 12.00' : PRICE_MESSAGE),
  })
  .transform((value, ctx) => {
    const pence = toPence(value);
    if (pence === undefined || pence > MAX_PRICE_PENCE) {
      ctx.issues.push({ code: 'custom', message: PRICE_MESSAGE, input: value });
      return z.NEVER;
    }
    return formatPence(pence);
  });

const MIN_DURATION = 5;
const MAX_DURATION = 480;
const MAX_CAPACITY = 500;

const classFields = {
  title: requiredText('Title', 120),
  serviceType: z.enum(SERVICE_TYPES, {
    error: `Service type must be one of: ${SERVICE_TYPES.join(', ')}`,
  }),
  deliveryMethod: z.enum(DELIVERY_METHODS, {
    error: `Delivery method must be one of: ${DELIVERY_METHODS.join(', ')}`,
  }),
  duration: wholeNumber('Duration (minutes)', MIN_DURATION, MAX_DURATION),
  price: priceSchema,
  maxParticipants: wholeNumber('Max participants', 1, MAX_CAPACITY),
  description: optionalText('Description', 5000, { multiline: true }),
  difficulty: classDifficultySchema.optional(),
  requirements: optionalText('Requirements', 1000, { multiline: true }),
  /** Teachers of the class's studio, in the order to show them; the list replaces the one before. */
  teacherIds: teacherIdsSchema.optional(),
};

/** POST /api/studios/:id/classes. */
export const createClassInputSchema = z.object(classFields);
export type CreateClassInput = z.input<typeof createClassInputSchema>;

/**
 * PATCH /api/classes/:id: any of the same fields. Lowering maxParticipants below the confirmed
 * bookings of a future session is refused (409).
 */
export const updateClassInputSchema = z.object(classFields).partial();
export type UpdateClassInput = z.input<typeof updateClassInputSchema>;

/** A session on its owner's dashboard: the public session, and the link students join it by. */
export const ownerListedSessionSchema = publicSessionSchema.extend({ meetingLink: z.string().nullable() });
export type OwnerListedSession = z.infer<typeof ownerListedSessionSchema>;

/**
 * A class as its owner's dashboard has it (GET /api/owner/studios/:id/classes and the answers of the
 * owner's writes): the public class, its upcoming sessions with their meeting links.
 */
export const ownerClassSchema = classBaseSchema.extend({
  upcomingSessions: z.array(ownerListedSessionSchema),
});
export type OwnerClass = z.infer<typeof ownerClassSchema>;
