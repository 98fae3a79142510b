import { formatPence, toPence } from '../../../common/money';
import type {
  OperatorBooking,
  OperatorReasonInput,
  OperatorUser,
  OperatorUserDetail,
} from '../../../common/schemas/operator';
import type { Context } from '../../context';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { revokeOtherTokens } from '../auth/auth.repository';
import { findBalance } from '../balance/ledger';
import { activeFirst, toPassDto } from '../passes/passes.mapper';
import { type BookingRefundRow, findRefundsOfBookings, refundBooking } from '../places/refund-booking';
import { findSignaturesOfUser } from '../waivers/waivers.repository';
import {
  findBooking,
  findBookingsOfUser,
  findPassesOfUser,
  findUser,
  lockUser,
  type OperatorBookingRow,
  searchUsers,
  setUserSuspended,
} from './operator.repository';
import { insertAudit } from './operator-audit.repository';

const USER_NOT_FOUND = 'Person not found.';
const BOOKING_NOT_FOUND = 'Booking not found.';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function toOperatorUser({ suspendedAt, createdAt, ...row }: UserRow): OperatorUser {
  return {
    ...row,
    suspended: suspendedAt !== null,
    createdAt: (createdAt ?? new Date(0)).toISOString(),
  };
}

/** A booking with its operators' refunds, and what is left to refund of what was paid. */
function toOperatorBooking(row: OperatorBookingRow, refunds: BookingRefundRow[]): OperatorBooking {
  const own = refunds.filter((r) => r.bookingId === row.id);
  const paid = row.paidAt ? (toPence(row.amountPaid) ?? 0) : 0;
  const refunded = row.refund === 'full' ? paid : own.reduce((sum, r) => sum + (toPence(r.amount) ?? 0), 0);
  return {
    ...row,
    paidAt: row.paidAt?.toISOString() ?? null,
    startTime: row.startTime.toISOString(),
    refunds: own.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      operatorId: r.operatorId,
      at: r.createdAt.toISOString(),
    })),
    refundable: formatPence(Math.max(paid - refunded, 0)),
  };
}

/** GET /api/operator/users?q=: by e-mail, username or name. */
export async function listUsers(db: DbOrTx, q: string | undefined): Promise<OperatorUser[]> {
  return (await searchUsers(db, q)).map(toOperatorUser);
}

/**
 * GET /api/operator/users/:id: the person, their bookings (the latest session first), their passes
 * and memberships (active first, as they see them on their account) and their gift balance.
 */
export async function userDetail(db: DbOrTx, userId: string, now: Date): Promise<OperatorUserDetail> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  const user = await findUser(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  const [rows, passRows, giftBalance] = await Promise.all([
    findBookingsOfUser(db, userId),
    findPassesOfUser(db, userId),
    findBalance(db, userId),
  ]);
  const refunds = await findRefundsOfBookings(
    db,
    rows.map((b) => b.id),
  );
  const studioNames = new Map(passRows.map((r) => [r.pass.id, r.studioName]));
  const passes = activeFirst(passRows.map((r) => toPassDto(r.pass, now))).map((p) => ({
    ...p,
    studioName: studioNames.get(p.id) ?? '',
  }));
  // That signatures exist, never their answers: the operator is no reader of health data (ADR 0128).
  const signatures = await findSignaturesOfUser(db, userId);
  return {
    ...toOperatorUser(user),
    bookings: rows.map((b) => toOperatorBooking(b, refunds)),
    passes,
    giftBalance,
    waiverSignatures: signatures.map(({ id, studioId, studioName, version, signedAt }) => ({
      id,
      studioId,
      studioName,
      version,
      signedAt: signedAt.toISOString(),
    })),
  };
}

/**
 * Suspends (or lifts the suspension of) a person. Suspending ends every session at once: each of
 * their tokens is revoked, and the token lookup refuses a suspended account's anyway; sign-in then
 * answers 403 ACCOUNT_SUSPENDED. Their bookings and studios are left as they are (an operator
 * refunds or suspends those on their own; docs/decisions/0079). An operator cannot suspend
 * themselves. A person already in the asked state is answered as they are, and nothing is recorded.
 */
async function setSuspended(
  { db, clock, actor }: Context,
  userId: string,
  suspended: boolean,
  { reason }: OperatorReasonInput,
): Promise<OperatorUser> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  if (userId === actor.id) throw conflict('You cannot suspend your own account.');
  const now = clock();
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    if ((user.suspendedAt !== null) === suspended) return toOperatorUser(user);
    await setUserSuspended(tx, userId, suspended ? now : null);
    if (suspended) await revokeOtherTokens(tx, userId);
    await insertAudit(tx, {
      operatorId: actor.id,
      action: suspended ? 'user.suspend' : 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      reason,
      before: { suspended: !suspended },
      after: { suspended },
      at: now,
    });
    return toOperatorUser({ ...user, suspendedAt: suspended ? now : null });
  });
}

export const suspendUser = (ctx: Context, id: string, input: OperatorReasonInput) =>
  setSuspended(ctx, id, true, input);
export const unsuspendUser = (ctx: Context, id: string, input: OperatorReasonInput) =>
  setSuspended(ctx, id, false, input);

/**
 * POST /api/operator/bookings/:id/refund: part or all of what is left of the payment, through the
 * places module (it locks the booking, checks the amount and tells the student), with its audit row
 * in the same transaction.
 */
export async function refundBookingFor(
  { db, clock, actor }: Context,
  bookingId: string,
  input: OperatorReasonInput & { amount: string },
): Promise<OperatorBooking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND);
  const now = clock();
  return db.transaction(async (tx) => {
    const before = await findBooking(tx, bookingId);
    if (!before) throw notFound(BOOKING_NOT_FOUND);
    const refund = await refundBooking(tx, {
      bookingId,
      amount: input.amount,
      reason: input.reason,
      operatorId: actor.id,
      now,
    });
    if (!refund) throw notFound(BOOKING_NOT_FOUND);
    const refunds = await findRefundsOfBookings(tx, [bookingId]);
    const answer = toOperatorBooking(before, refunds);
    const earlier = toOperatorBooking(
      before,
      refunds.filter((r) => r.id !== refund.id),
    );
    await insertAudit(tx, {
      operatorId: actor.id,
      action: 'booking.refund',
      targetType: 'booking',
      targetId: bookingId,
      reason: input.reason,
      before: { amountPaid: before.amountPaid, refundable: earlier.refundable },
      after: { amountPaid: before.amountPaid, refunded: refund.amount, refundable: answer.refundable },
      at: now,
    });
    return answer;
  });
}
