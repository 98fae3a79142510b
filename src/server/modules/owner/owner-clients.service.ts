import type { Client, ClientDetail, OwnerClientsQuery } from '../../../common/schemas/owner-clients';
import type { Db } from '../../db/client';
import type { HealthCipher } from '../../lib/health-cipher';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import type { PageInfo } from '../../lib/page-headers';
import { isUuid } from '../../lib/uuid';
import { answeredStatus, iso, paidWith } from '../bookings/bookings.mapper';
import { clientWaivers } from '../waivers/owner-reads';
import {
  CLIENT_SORT,
  type ClientFilter,
  clientSortKey,
  countClients,
  findClientHistory,
  findClients,
} from './owner-clients.repository';
import { reportStudio } from './report-range';

type ClientRow = Awaited<ReturnType<typeof findClients>>[number];

function toClient(row: ClientRow): Client {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    visits: row.visits,
    lastVisit: iso(row.lastVisit),
    nextBooking: iso(row.nextBooking),
    activePasses: row.activePasses,
  };
}

/** One page of the people who booked at the owner's studios (or the one studio), by name. */
export async function listClients(
  db: Db,
  ownerId: string,
  query: OwnerClientsQuery,
  now: Date,
): Promise<PageInfo<Client>> {
  await reportStudio(db, ownerId, query.studioId);
  const filter: ClientFilter = { ownerId, studioId: query.studioId, q: query.q || undefined };
  const after =
    query.cursor === undefined ? undefined : decodeCursor(query.cursor, CLIENT_SORT, clientSortKey);
  const rows = await findClients(db, filter, now, { after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit;
  return {
    items: page.map(toClient),
    next: more && last ? encodeCursor(CLIENT_SORT, { key: last.key, id: last.userId }) : undefined,
    // A first page that holds every match has counted them already.
    total: after === undefined && !more ? rows.length : await countClients(db, filter),
  };
}

/** Every client of the owner's studios (or the one studio), by name: the clients export. */
export async function allClients(db: Db, ownerId: string, studioId: string | undefined, now: Date) {
  const rows = await findClients(db, { ownerId, studioId }, now);
  return rows.map(toClient);
}

/** A client's numbers and bookings at the owner's studios; 404 for someone who never booked there. */
export async function clientDetail(
  db: Db,
  cipher: HealthCipher,
  ownerId: string,
  userId: string,
  now: Date,
): Promise<ClientDetail> {
  const [row] = isUuid(userId) ? await findClients(db, { ownerId, userId }, now) : [];
  if (!row) throw notFound('Client not found');
  const history = await findClientHistory(db, ownerId, row.userId);
  // Their latest answers at each studio of the owner's where the owner may read them (docs/decisions/0128).
  const waivers = await clientWaivers(db, cipher, ownerId, row.userId, now);
  return {
    ...toClient(row),
    waivers,
    bookings: history.map((b) => ({
      bookingId: b.bookingId,
      sessionId: b.sessionId,
      classTitle: b.classTitle,
      studioId: b.studioId,
      studioName: b.studioName,
      startTime: b.startTime.toISOString(),
      status: answeredStatus(b.status, b.endTime, now),
      attendance: b.attendance,
      amountPaid: b.amountPaid,
      paidWith: paidWith(b),
      refund: b.refund,
    })),
  };
}
