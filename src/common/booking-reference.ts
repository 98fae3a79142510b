/** The short reference a student quotes for a booking: "ATT-" and the first 8 characters of its id. */
export function bookingReference(bookingId: string): string {
  return `ATT-${bookingId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
