import type { Tx } from '../../db/client';
import { promoteWaitlist } from './promote-waitlist';

/**
 * Called inside the transaction that made more places on these sessions (a class's capacity raised,
 * under lockClass), after the change and before commit: the first students in line take the new
 * places through the one promotion path, so a capacity raise and a student's cancellation hand places
 * on by the same rules (waitlist order, not in the last hour). Lowering the capacity moves no place:
 * the owner's service refuses to go below the places taken.
 */
export async function capacityRaised(tx: Tx, sessionIds: string[], now: Date): Promise<void> {
  // One session at a time, in a fixed order, so two transactions never lock them crosswise.
  for (const sessionId of [...sessionIds].sort()) await promoteWaitlist(tx, sessionId, now);
}
