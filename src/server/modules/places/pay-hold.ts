import { formatPence, toPence } from '../../../common/money';
import { BookingStatus } from '../../../common/statuses';
import type { Tx } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { BALANCE_REFERENCE, debitBalance, debitBalanceUpTo } from '../balance/ledger';
import { recordEvent } from '../notifications/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { expireHoldsOfSession } from './expire-holds';
import { lockBooking, lockSession } from './locks';
import { promoteWaitlist } from './promote-waitlist';
import { markPaid } from './rows/bookings.writes';
import { markLeft } from './rows/waitlist.writes';
import { assertTransition } from './transitions';

export interface PayHoldInput {
  bookingId: string;
  userId: string;
  /** The booking's session, read before the locks are taken (the session is locked first). */
  sessionId: string;
  /** 'demo' through the provider, or 'gift-balance' from the student's balance (docs/decisions/0057). */
  method: string;
  /** With 'demo': the balance pays what it holds of the price and the card the rest (docs/decisions/0127). */
  useGiftBalance?: boolean;
  now: Date;
}

/**
 * What came of paying: 'paid' now, or already ('unchanged'); the hold had run out and has just been
 * expired ('expired'); the booking was cancelled before ('cancelled'); not the user's ('missing').
 */
export type PayHoldOutcome = 'paid' | 'unchanged' | 'expired' | 'cancelled' | 'missing';

/**
 * Confirms a held booking by payment, in the caller's transaction, with the session row and then the
 * booking's row locked: a hold that still runs is charged through the provider and confirmed (and the
 * student's place in the session's waitlist, if any, given up); a hold that has run out is expired
 * here and now and its place handed on. A 402 when the provider declines; a 409 INSUFFICIENT_BALANCE
 * when the balance does not cover it (the balance is locked last, after the session and the booking).
 */
export async function payHold(
  tx: Tx,
  provider: PaymentProvider,
  input: PayHoldInput,
): Promise<PayHoldOutcome> {
  const { bookingId, userId, now } = input;
  await lockSession(tx, input.sessionId);
  const booking = await lockBooking(tx, bookingId, userId);
  if (!booking) return 'missing';
  if (booking.status === BookingStatus.cancelled) return 'cancelled';
  if (booking.status !== BookingStatus.pending) return 'unchanged';
  if (booking.holdExpiresAt && booking.holdExpiresAt <= now) {
    if ((await expireHoldsOfSession(tx, booking.sessionId, now)) > 0) {
      await promoteWaitlist(tx, booking.sessionId, now);
    }
    return 'expired';
  }
  assertTransition('booking', BookingStatus.pending, BookingStatus.confirmed, 'payment');
  const reference = await takePayment(tx, provider, input, booking.amountPaid);
  await markPaid(tx, { bookingId, reference, now });
  // Paid for a place of their own, the student no longer waits for one (a place that came free in
  // the last hour is open to anyone, the people in line included).
  await markLeft(tx, booking.sessionId, userId, now);
  await recordEvent(tx, { kind: 'booking.confirmed', bookingId, promoted: false });
  return 'paid';
}

/**
 * Takes the booking's price and answers the payment's reference, in the caller's transaction. With
 * useGiftBalance the balance is spent first (its ledger entry `booking:<id>` is the record of that
 * part) and the card charged only the rest, under the card's reference; a balance that covers it all
 * answers as 'gift-balance' does, and an empty one leaves it all to the card. A declined card throws,
 * so the transaction ends and the balance's spend with it (docs/decisions/0127).
 */
async function takePayment(
  tx: Tx,
  provider: PaymentProvider,
  input: PayHoldInput,
  amount: string,
): Promise<string> {
  const reference = `booking:${input.bookingId}`;
  if (input.method === 'gift-balance') {
    const { entryId } = await debitBalance(tx, { userId: input.userId, amount, reference });
    return balanceReference(entryId);
  }
  let byCard = amount;
  if (input.useGiftBalance) {
    const { spent, entryId } = await debitBalanceUpTo(tx, { userId: input.userId, amount, reference });
    if (entryId && spent === amount) return balanceReference(entryId);
    byCard = formatPence((toPence(amount) ?? 0) - (toPence(spent) ?? 0));
  }
  const charge = await provider.charge({
    bookingId: input.bookingId,
    amount: byCard,
    currency: 'GBP',
    method: input.method,
  });
  if (charge.status === 'declined') throw new HttpError(402, charge.message, {}, 'PAYMENT_DECLINED');
  return charge.reference;
}

const balanceReference = (entryId: string | null) => `${BALANCE_REFERENCE}${entryId ?? 'nothing-due'}`;
