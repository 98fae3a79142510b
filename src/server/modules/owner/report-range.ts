import { calendarDate } from '../../../common/calendar-date';
import { addDays, atLondonTime } from '../../../common/london-time';
import type { Db } from '../../db/client';
import { ownStudio } from './owner-studios.service';

/** A range of instants, [start, end). */
export interface InstantRange {
  start: Date;
  end: Date;
}

/**
 * London dates `from` to `to`, both days included, as instants: from London midnight at the start of
 * `from` to London midnight after `to` (docs/decisions/0059). London's midnight always exists (the
 * clocks change at 01:00 and 02:00). The dates were checked by the query's schema.
 */
export function londonRange(from: string, to: string): InstantRange {
  const first = calendarDate(from) as Date;
  const last = calendarDate(to) as Date;
  return { start: atLondonTime(first, 0, 0), end: atLondonTime(addDays(last, 1), 0, 0) };
}

/**
 * The studio a report is filtered to, when one is named: someone else's (or none) is a 404, as
 * everywhere in the owner's API. Undefined means all the owner's studios.
 */
export async function reportStudio(db: Db, ownerId: string, studioId: string | undefined) {
  return studioId === undefined ? undefined : await ownStudio(db, studioId, ownerId);
}
