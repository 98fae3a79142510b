import type { z } from 'zod';
import { DEFAULT_CITY } from '../../../common/constants';
import type {
  createStudioInputSchema,
  OwnerStudio,
  OwnerStudioListItem,
  updateStudioInputSchema,
} from '../../../common/schemas/owner-studio';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import type { studios } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { settleBookedSessions } from '../places/cancel-sessions';
import {
  findClassIdsOfStudio,
  findOwnStudio,
  findOwnStudiosWithCounts,
  insertStudio,
  lockOwnStudio,
  updateStudio,
} from './owner-studios.repository';

type CreateStudio = z.output<typeof createStudioInputSchema>;
type UpdateStudio = z.output<typeof updateStudioInputSchema>;
type StudioRow = typeof studios.$inferSelect;

const STUDIO_NOT_FOUND = 'Studio not found';
/**
 * What students whose session goes with a deactivated studio are told. Deactivating can be undone
 * (Reactivate), so they are not told the studio has closed.
 */
const STUDIO_CLOSED_REASON = 'The studio is not taking bookings on Attune at the moment.';

export function toOwnerStudioDto(row: StudioRow): OwnerStudio {
  return { ...toStudioDto(row), cancellationWindowHours: row.cancellationWindowHours };
}

/** Only the fields present in the request; a cleared city goes back to London. */
function studioValues(input: UpdateStudio): Partial<StudioRow> {
  const values: Partial<StudioRow> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if ('city' in values) values.city = values.city ?? DEFAULT_CITY;
  return values;
}

export async function listOwnStudios({ db, clock, actor }: Context): Promise<OwnerStudioListItem[]> {
  const rows = await findOwnStudiosWithCounts(db, actor.id, clock());
  return rows.map((r) => ({
    ...toOwnerStudioDto(r.studio),
    activeClassCount: r.activeClassCount,
    upcomingSessionCount: r.upcomingSessionCount,
    // The counted sessions are the upcoming ones of active classes: any at all makes it public.
    isPublic: r.studio.isActive && r.upcomingSessionCount > 0,
  }));
}

export async function createStudio({ db, actor }: Context, input: CreateStudio): Promise<OwnerStudio> {
  const row = await insertStudio(db, {
    ...studioValues(input),
    name: input.name,
    address: input.address,
    city: input.city ?? DEFAULT_CITY,
    serviceTypes: input.serviceTypes ?? [],
    amenities: input.amenities ?? [],
    userId: actor.id,
  });
  return toOwnerStudioDto(row);
}

/** The caller's studio or a 404, as if another owner's did not exist. */
export async function ownStudio(db: Db, id: string, userId: string) {
  const row = isUuid(id) ? await findOwnStudio(db, id, userId) : undefined;
  if (!row) throw notFound(STUDIO_NOT_FOUND);
  return row;
}

export async function updateOwnStudio(
  { db, actor }: Context,
  id: string,
  input: UpdateStudio,
): Promise<OwnerStudio> {
  const studio = await ownStudio(db, id, actor.id);
  const values = studioValues(input);
  if (Object.keys(values).length === 0) return toOwnerStudioDto(studio);
  return toOwnerStudioDto(await updateStudio(db, studio.id, values));
}

/**
 * Deactivates the studio: it and its classes leave the catalogue and take no more bookings (every
 * public query and the booking statement require an active studio). Its booked future sessions are
 * a 409, or cancelled first with `cancelSessions`.
 */
export async function deactivateOwnStudio(
  { db, clock, actor }: Context,
  id: string,
  cancel: boolean,
): Promise<OwnerStudio> {
  if (!isUuid(id)) throw notFound(STUDIO_NOT_FOUND);
  const now = clock();
  return db.transaction(async (tx) => {
    const studio = await lockOwnStudio(tx, id, actor.id);
    if (!studio) throw notFound(STUDIO_NOT_FOUND);
    const classIds = await findClassIdsOfStudio(tx, studio.id);
    await settleBookedSessions(tx, { classIds, cancel, reason: STUDIO_CLOSED_REASON, what: 'studio', now });
    return toOwnerStudioDto(await updateStudio(tx, studio.id, { isActive: false }));
  });
}

/**
 * Reactivates the studio: it and its classes that are not archived are back in the catalogue and
 * take bookings again. Reactivating an active studio changes nothing. A suspended one never gets
 * here: an operator's suspension is lifted by no one but an operator, and its owner's writes are
 * refused before they are read (suspended-studio.ts, docs/decisions/0079).
 */
export async function reactivateOwnStudio({ db, actor }: Context, id: string): Promise<OwnerStudio> {
  const studio = await ownStudio(db, id, actor.id);
  if (studio.isActive) return toOwnerStudioDto(studio);
  return toOwnerStudioDto(await updateStudio(db, studio.id, { isActive: true }));
}
