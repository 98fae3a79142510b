import { z } from 'zod';

// The states of a place, one list each, shared by the server's schema, its CHECK constraints
// (drizzle/0010) and the answers' OpenAPI enums. The moves between them are listed once, in
// src/server/modules/places/transitions.ts.

/**
 * A booking: 'pending' while its hold runs unpaid, 'confirmed' once paid (or promoted from the
 * waitlist), 'cancelled' by the student, the studio, an expired hold or a deleted account. A confirmed
 * booking whose session has ended is answered as 'completed' (derived when read, docs/decisions/0020);
 * stored rows may say 'completed' too (the demo data's past classes).
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export const BookingStatus = bookingStatusSchema.enum;

/** The statuses that hold a place: each counts once in its session's `current_participants`. */
export const PLACE_HOLDING_STATUSES = [BookingStatus.confirmed, BookingStatus.pending] as const;

/** A session: 'scheduled', 'cancelled' by its studio, or 'completed' (the demo data's past sessions). */
export const SESSION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
export const SessionStatus = sessionStatusSchema.enum;

/** 'waiting' in line; 'promoted' to a booking; 'left' by the student; 'cancelled' with the session by the studio. */
export const WAITLIST_STATUSES = ['waiting', 'promoted', 'left', 'cancelled'] as const;
export const waitlistStatusSchema = z.enum(WAITLIST_STATUSES);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;
export const WaitlistStatus = waitlistStatusSchema.enum;

/**
 * A pass: 'active'; 'cancelled' (a membership ended in its cooling-off period, or any pass its
 * studio's suspension ended, docs/decisions/0120); 'past_due' (a renewal the provider declined);
 * 'expired' is derived when read for an active pass whose last day has passed and that will not
 * renew, like a booking's 'completed' (docs/decisions/0055).
 */
export const PASS_STATUSES = ['active', 'expired', 'cancelled', 'past_due'] as const;
export const passStatusSchema = z.enum(PASS_STATUSES);
export type PassStatus = z.infer<typeof passStatusSchema>;
export const PassStatus = passStatusSchema.enum;
