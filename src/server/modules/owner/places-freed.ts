import type { Tx } from '../../db/client';
import { promoteWaitlist } from '../waitlist/promote-waitlist';

/**
 * Called inside the transaction that made more places on these sessions (a class's capacity
 * raised), after the change and before commit, with the class row still locked: the first
 * students in line take the new places through the one promotion path, so a capacity raise and a
 * student's cancellation hand places on by the same rules (waitlist order, not in the last hour).
 */
export async function placesFreed(tx: Tx, sessionIds: string[], now: Date): Promise<void> {
  // One session at a time, in a fixed order, so two transactions never lock them crosswise.
  for (const sessionId of [...sessionIds].sort()) await promoteWaitlist(tx, sessionId, now);
}
