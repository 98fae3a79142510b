import type { DateRangeQuery } from '../../../common/schemas/owner-range';
import type { Revenue } from '../../../common/schemas/owner-revenue';
import type { Db } from '../../db/client';
import { findRevenueByDay, type RevenueRow } from './owner-revenue.repository';
import { londonRange, reportStudio } from './report-range';

/**
 * What the money was from. Only classes are sold today: packs and memberships come with passes (being
 * added in parallel), and this is the one place that splits them out then.
 */
function byKind(total: RevenueRow): Revenue['byKind'] {
  return { classes: total.net, packs: '0.00', memberships: '0.00' };
}

/** The days of the range with their money, and the total (docs/decisions/0059). */
export async function revenueDays(db: Db, ownerId: string, query: DateRangeQuery) {
  await reportStudio(db, ownerId, query.studioId);
  const rows = await findRevenueByDay(db, {
    ownerId,
    studioId: query.studioId,
    from: query.from,
    to: query.to,
    range: londonRange(query.from, query.to),
  });
  const days = rows.filter((r): r is RevenueRow & { date: string } => r.date !== null);
  // The rollup always ends with the total row.
  const total = rows.find((r) => r.date === null) as RevenueRow;
  return { days, total };
}

/** GET /api/owner/revenue. */
export async function ownerRevenue(db: Db, ownerId: string, query: DateRangeQuery): Promise<Revenue> {
  const { days, total } = await revenueDays(db, ownerId, query);
  return {
    currency: 'GBP',
    gross: total.gross,
    refunds: total.refunds,
    net: total.net,
    byKind: byKind(total),
    byDay: days.map(({ date, gross, refunds }) => ({ date, gross, refunds })),
  };
}
