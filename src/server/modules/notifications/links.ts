/**
 * Where a notification takes its reader, in the app and in e-mails. A booking's own page is its
 * checkout page (receipt, cancelled or expired); `/booking/:id` takes a session id, not a booking's.
 * Reviews are written from the past bookings on the student's dashboard.
 */
export const bookingPath = (bookingId: string) => `/checkout/${bookingId}`;
export const REVIEW_PATH = '/dashboard?tab=past';
/** The gift-card page: buy one, or redeem a code into the balance. */
export const GIFT_CARDS_PATH = '/gift-cards';
/** The student's passes and memberships on their dashboard, where a membership is cancelled in one click. */
export const PASSES_PATH = '/dashboard?tab=passes';
