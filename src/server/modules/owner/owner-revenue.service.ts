import type { DateRangeQuery } from '../../../common/schemas/owner-range';
import type { Revenue } from '../../../common/schemas/owner-revenue';
import type { Db } from '../../db/client';
import {
  findRevenueByDay,
  findRevenueByKind,
  type RevenueKind,
  type RevenueKindRow,
  type RevenueRow,
} from './owner-revenue.repository';
import { londonRange, reportStudio } from './report-range';

/** What the money was from; a kind that moved nothing in the range is "0.00". */
function byKind(rows: RevenueKindRow[]): Revenue['byKind'] {
  const net = (kind: RevenueKind) => rows.find((r) => r.kind === kind)?.net ?? '0.00';
  return { classes: net('classes'), packs: net('packs'), memberships: net('memberships') };
}

/** The days of the range with their money, and the total (docs/decisions/0059). */
const filterOf = (ownerId: string, query: DateRangeQuery) => ({
  ownerId,
  studioId: query.studioId,
  from: query.from,
  to: query.to,
  range: londonRange(query.from, query.to),
});

export async function revenueDays(db: Db, ownerId: string, query: DateRangeQuery) {
  await reportStudio(db, ownerId, query.studioId);
  const rows = await findRevenueByDay(db, filterOf(ownerId, query));
  const days = rows.filter((r): r is RevenueRow & { date: string } => r.date !== null);
  // The rollup always ends with the total row.
  const total = rows.find((r) => r.date === null) as RevenueRow;
  return { days, total };
}

/** GET /api/owner/revenue. */
export async function ownerRevenue(db: Db, ownerId: string, query: DateRangeQuery): Promise<Revenue> {
  const { days, total } = await revenueDays(db, ownerId, query);
  const kinds = await findRevenueByKind(db, filterOf(ownerId, query));
  return {
    currency: 'GBP',
    gross: total.gross,
    refunds: total.refunds,
    net: total.net,
    byKind: byKind(kinds),
    byDay: days.map(({ date, gross, refunds }) => ({ date, gross, refunds })),
  };
}
