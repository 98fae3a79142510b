import type { OperatorReasonInput, OperatorStudio } from '../../../common/schemas/operator';
import type { Context } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { cancelFutureSessionsOfClasses } from '../places/cancel-sessions';
import { endPassesOfStudio } from '../places/end-studio-passes';
import {
  findClassIdsOfStudio,
  lockStudioWithOwner,
  searchStudios,
  updateStudioFlags,
} from './operator.repository';
import { insertAudit } from './operator-audit.repository';

const STUDIO_NOT_FOUND = 'Studio not found.';
/** What each student of a cancelled session is told, after "Cancelled by the studio: ". */
const SUSPENDED_REASON = 'the studio is no longer taking bookings on Attune.';

type StudioRow = Parameters<typeof toStudioDto>[0];

function toOperatorStudio(studio: StudioRow, ownerEmail: string): OperatorStudio {
  return { ...toStudioDto(studio), ownerEmail, suspended: studio.suspendedAt !== null };
}

/** What the audit log keeps of a studio: the fields an operator changes. */
const auditedState = (s: StudioRow) => ({
  verified: s.verified,
  isActive: s.isActive,
  suspended: s.suspendedAt !== null,
});

export async function listStudios(db: DbOrTx, q: string | undefined): Promise<OperatorStudio[]> {
  return (await searchStudios(db, q)).map((r) => toOperatorStudio(r.studio, r.ownerEmail));
}

/**
 * A change of the studio's row under its lock, with its audit row, in one transaction. `change`
 * answers the columns to set, or undefined when the studio is already as asked (nothing recorded).
 */
async function changeStudio(
  { db, clock, actor }: Context,
  studioId: string,
  action: string,
  reason: string,
  change: (
    studio: StudioRow,
    tx: Tx,
    now: Date,
  ) => Promise<Parameters<typeof updateStudioFlags>[2] | undefined>,
): Promise<OperatorStudio> {
  if (!isUuid(studioId)) throw notFound(STUDIO_NOT_FOUND);
  const now = clock();
  return db.transaction(async (tx) => {
    const found = await lockStudioWithOwner(tx, studioId);
    if (!found) throw notFound(STUDIO_NOT_FOUND);
    const changes = await change(found.studio, tx, now);
    if (!changes) return toOperatorStudio(found.studio, found.ownerEmail);
    const updated = await updateStudioFlags(tx, studioId, changes);
    await insertAudit(tx, {
      operatorId: actor.id,
      action,
      targetType: 'studio',
      targetId: studioId,
      reason,
      before: auditedState(found.studio),
      after: auditedState(updated),
      at: now,
    });
    return toOperatorStudio(updated, found.ownerEmail);
  });
}

/** POST /api/operator/studios/:id/verify: the badge on its page and cards. */
export function verifyStudio(ctx: Context, id: string, { reason }: OperatorReasonInput) {
  return changeStudio(ctx, id, 'studio.verify', reason, async (s) =>
    s.verified ? undefined : { verified: true },
  );
}

/**
 * POST /api/operator/studios/:id/unverify: takes the badge back, e.g. when it was given in error or
 * the studio no longer meets the bar (issue 69, item 13); recorded with its reason like a verify.
 */
export function unverifyStudio(ctx: Context, id: string, { reason }: OperatorReasonInput) {
  return changeStudio(ctx, id, 'studio.unverify', reason, async (s) =>
    s.verified ? { verified: false } : undefined,
  );
}

/**
 * POST /api/operator/studios/:id/suspend: out of the catalogue (inactive, which every public query and
 * the booking statement require), and every future session cancelled with the usual notices and
 * refunds; then its passes and memberships end, the unused part refunded where it was paid from, so
 * none is left active and unusable, or renewing (docs/decisions/0120). The sessions go first: the
 * credits of the classes they cancel come back and are refunded with the rest. Its owner cannot
 * reactivate it (409 STUDIO_SUSPENDED).
 */
export function suspendStudio(ctx: Context, id: string, { reason }: OperatorReasonInput) {
  return changeStudio(ctx, id, 'studio.suspend', reason, async (s, tx, now) => {
    if (s.suspendedAt) return undefined;
    await cancelFutureSessionsOfClasses(tx, await findClassIdsOfStudio(tx, s.id), SUSPENDED_REASON, now);
    await endPassesOfStudio(tx, s.id, now);
    return { isActive: false, suspendedAt: now };
  });
}

/**
 * POST /api/operator/studios/:id/unsuspend: lifts a suspension. The studio is active again and its
 * owner has it back; the sessions the suspension cancelled stay cancelled and the passes it ended stay
 * ended (their students were told and refunded), so it is a draft, out of the public lists, until its
 * owner schedules again.
 */
export function unsuspendStudio(ctx: Context, id: string, { reason }: OperatorReasonInput) {
  return changeStudio(ctx, id, 'studio.unsuspend', reason, async (s) =>
    s.suspendedAt ? { isActive: true, suspendedAt: null } : undefined,
  );
}
