import { count, eq, sql } from 'drizzle-orm';
import { HOLD_EXPIRED_REASON } from '../../common/constants';
import type { DbOrTx } from './client';
import { bookings, mailDeliveries } from './schema';

/**
 * What the metrics read from the database at each scrape: bookings by status (their outcome), holds
 * that ran out unpaid, and e-mails by delivery status. Read from the rows, not counted in memory, so
 * every instance reports the same figures and a restart loses none.
 */
export async function operationalCounts(db: DbOrTx) {
  const [byStatus, holds, mail] = await Promise.all([
    db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status),
    db.select({ n: count() }).from(bookings).where(eq(bookings.cancellationReason, HOLD_EXPIRED_REASON)),
    db
      .select({ status: mailDeliveries.status, n: count() })
      .from(mailDeliveries)
      .groupBy(sql`${mailDeliveries.status}`),
  ]);
  return {
    bookingsByStatus: byStatus.map((r) => ({ status: String(r.status), n: r.n })),
    holdsExpired: holds[0]?.n ?? 0,
    mailByStatus: mail.map((r) => ({ status: r.status, n: r.n })),
  };
}
