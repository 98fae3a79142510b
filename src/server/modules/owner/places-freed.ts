import type { Tx } from '../../db/client';

/**
 * THE hook for waitlist promotion: called inside the transaction that made more places on these
 * sessions (a class's capacity raised), after the change and before commit, with the class row
 * still locked. Promoting the first students in line belongs to the booking lifecycle (the waiting
 * list); until it lands, there is nothing to do here.
 */
export async function placesFreed(_tx: Tx, _sessionIds: string[]): Promise<void> {}
