import { z } from 'zod';
import { sessionStatusSchema } from '../statuses';
import { isoDateSchema, moneySchema } from './fields';
import { teacherRefSchema } from './teacher-ref';

/** A session as listed publicly. The meeting link is private to people who booked, so it is not here. */
export const publicSessionSchema = z.object({
  id: z.string(),
  classId: z.string(),
  startTime: isoDateSchema,
  endTime: isoDateSchema,
  currentParticipants: z.number().int(),
  status: sessionStatusSchema,
  specialInstructions: z.string().nullable(),
  createdAt: isoDateSchema,
  availableSpots: z.number().int(),
  /** How many people are on the session's waitlist (public: the class page shows it). */
  waitingCount: z.number().int(),
  /** The teacher who takes this session instead of the class's, or null. */
  teacher: teacherRefSchema.nullable(),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;

/**
 * A session inside a class of GET /api/classes (docs/decisions/0042): the spec's session shape plus
 * availableSpots, without what is private (meetingLink) or read on the class page
 * (specialInstructions, waitingCount) and the bookkeeping createdAt.
 */
export const listSessionSchema = publicSessionSchema.pick({
  id: true,
  classId: true,
  startTime: true,
  endTime: true,
  currentParticipants: true,
  status: true,
  availableSpots: true,
});
export type ListSession = z.infer<typeof listSessionSchema>;

/** GET /api/sessions/:id: what the booking page needs. meetingLink is null unless the caller has booked. */
export const sessionDetailSchema = publicSessionSchema.extend({
  meetingLink: z.string().nullable(),
  class: z.object({
    id: z.string(),
    title: z.string(),
    price: moneySchema,
    duration: z.number().int(),
    requirements: z.string().nullable(),
    maxParticipants: z.number().int(),
    serviceType: z.string(),
    deliveryMethod: z.string(),
    /** The class's teachers; the session's own `teacher`, when set, takes the session instead. */
    teachers: z.array(teacherRefSchema),
    studio: z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      postcode: z.string().nullable(),
      /** Hours before the start after which cancelling is late (no refund). */
      cancellationWindowHours: z.number().int(),
    }),
  }),
  /**
   * The start minus the studio's cancellation window: a booking cancelled after it gets no refund. The
   * caller's paid place keeps the deadline it was sold with (docs/decisions/0118).
   */
  cancellationDeadline: isoDateSchema,
  /** The caller's own place on this session, held ('pending', until holdExpiresAt) or paid; else null. */
  callerBooking: z
    .object({
      id: z.string(),
      status: z.enum(['pending', 'confirmed']),
      holdExpiresAt: isoDateSchema.nullable(),
    })
    .nullable(),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

/**
 * GET /api/user/classes/:id/sessions: the caller's own place on each upcoming session of a class where
 * they have one, so the class page (public and cached, the same for everyone) can show it once signed
 * in. `booked`: a confirmed place; `held`: a place held for payment until `holdExpiresAt`;
 * `waitlisted`: waiting, `waitlistPosition` in line.
 */
export const viewerSessionSchema = z.object({
  sessionId: z.string(),
  state: z.enum(['booked', 'held', 'waitlisted']),
  bookingId: z.string().nullable(),
  holdExpiresAt: isoDateSchema.nullable(),
  waitlistPosition: z.number().int().nullable(),
});
export type ViewerSession = z.infer<typeof viewerSessionSchema>;
