import type { Booking } from '../../common/schemas/booking';

/** A booking with what the lifecycle adds: the deadline, the outcome of a cancellation, promotion, review. */
export type LifecycleBooking = Booking & {
  cancellationDeadline: string;
  freeCancellationUntil: string | null;
  cancelledAt: string | null;
  lateCancellation: boolean | null;
  refund: 'full' | 'none' | null;
  promotedFromWaitlist: boolean;
  promotedAt: string | null;
  /** Recorded by the studio; a no-show cannot be reviewed. */
  attendance: 'attended' | 'no-show' | null;
  review: OwnReview | null;
};

export interface OwnReview {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** POST /api/bookings/:id/cancel */
export interface CancelResult {
  status: 'cancelled';
  lateCancellation: boolean;
  refund: 'full' | 'none';
}
