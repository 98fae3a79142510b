import { eq, inArray, sql } from 'drizzle-orm';
import { formatPence, toPence } from '../../../common/money';
import type { DbOrTx, Tx } from '../../db/client';
import { balanceEntries } from '../../db/schema';
import { conflict } from '../../lib/http-errors';

// An account's balance is an append-only ledger (docs/decisions/0057): entries are only ever added,
// credits positive and spends negative, and the balance is their sum. Nothing else writes
// balance_entries.

/**
 * The first key of the two-key advisory lock that stands for "this account's balance". Two-key and
 * one-key advisory locks never conflict, so pg-boss's one-key locks cannot collide with it.
 */
const BALANCE_LOCK_SPACE = 57;

/** The prefix of the payment reference of a place or pass paid from the gift balance. */
export const BALANCE_REFERENCE = 'balance_';

/** Whether the gift balance paid (so a refund goes back to it rather than to the provider). */
export const paidFromBalance = (paymentReference: string | null) =>
  paymentReference?.startsWith(BALANCE_REFERENCE) ?? false;

/**
 * Holds the account's balance until the caller's transaction ends: every spend takes it before it
 * reads the balance, so two spends of one account run one after the other and the second sees the
 * first. It is an advisory lock rather than a row lock because an account has no balance row to
 * lock (it has entries, or none yet). In the places module's order it comes last: session, booking,
 * then the balance.
 */
export async function lockBalance(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BALANCE_LOCK_SPACE}, hashtext(${userId}))`);
}

/** The account's balance, "25.00" ("0.00" with no entries). */
export async function findBalance(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${balanceEntries.amount}), 0)::numeric(12, 2)::text` })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  return row?.balance ?? '0.00';
}

export interface LedgerMove {
  userId: string;
  /** Pounds as the database keeps them, "18.00"; positive. */
  amount: string;
  /**
   * What the money moved for, unique across the ledger ("gift-card:<id>", "booking:<id>",
   * "pass:<id>"): one thing is never credited or spent twice.
   */
  reference: string;
}

/** Adds `amount` to the balance, in the caller's transaction (a redeemed gift card). */
export async function creditBalance(tx: DbOrTx, move: LedgerMove): Promise<void> {
  await tx.insert(balanceEntries).values({ ...move, amount: formatPence(pence(move.amount)) });
}

/**
 * Spends `amount` from the account's balance inside the caller's transaction, or refuses with 409
 * INSUFFICIENT_BALANCE (and changes nothing) when the balance is smaller. It locks the balance
 * (lockBalance) until that transaction ends, so parallel spends are exact and the balance never goes
 * below zero; the caller takes its own locks first. A zero amount spends nothing.
 *
 *     await db.transaction(async (tx) => {
 *       …lock and check what is being bought…
 *       const { balance } = await debitBalance(tx, { userId, amount: '18.00', reference: `booking:${id}` });
 *     });
 *
 * Answers the balance left, and the ledger entry's id (null when nothing was spent) for a receipt.
 */
export async function debitBalance(
  tx: Tx,
  move: LedgerMove,
): Promise<{ balance: string; entryId: string | null }> {
  const spend = pence(move.amount);
  await lockBalance(tx, move.userId);
  const balance = await findBalance(tx, move.userId);
  const left = (toPence(balance) ?? 0) - spend;
  if (left < 0) {
    throw conflict(
      `Your balance is £${balance}, which does not cover £${move.amount}.`,
      'INSUFFICIENT_BALANCE',
    );
  }
  if (spend === 0) return { balance, entryId: null };
  const [entry] = await tx
    .insert(balanceEntries)
    .values({ ...move, amount: `-${formatPence(spend)}` })
    .returning({ id: balanceEntries.id });
  return { balance: formatPence(left), entryId: entry?.id ?? null };
}

/**
 * Spends as much of `amount` as the balance holds (all of it, part, or nothing), inside the caller's
 * transaction and under the same lock as debitBalance: the first half of a split payment, whose rest
 * the card pays (docs/decisions/0127). Answers what was spent, "0.00" when the balance is empty, and
 * the ledger entry's id (null when nothing was spent).
 */
export async function debitBalanceUpTo(
  tx: Tx,
  move: LedgerMove,
): Promise<{ spent: string; entryId: string | null }> {
  await lockBalance(tx, move.userId);
  const have = Math.max(toPence(await findBalance(tx, move.userId)) ?? 0, 0);
  const spend = Math.min(have, pence(move.amount));
  if (spend === 0) return { spent: '0.00', entryId: null };
  const { entryId } = await debitBalance(tx, { ...move, amount: formatPence(spend) });
  return { spent: formatPence(spend), entryId };
}

/**
 * What the gift balance paid of each of these bookings, in pence, read from their spends
 * (`booking:<id>`): the whole price of one it paid alone, the first part of a split payment
 * (docs/decisions/0127). A booking the balance paid nothing of is absent. Refunds give this much back
 * to the balance at most, and the rest to the card.
 */
export async function paidFromBalanceOf(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    // A spend is kept negative; the part it paid is its opposite.
    .select({ reference: balanceEntries.reference, paid: sql<string>`(-${balanceEntries.amount})::text` })
    .from(balanceEntries)
    .where(
      inArray(
        balanceEntries.reference,
        bookingIds.map((id) => `booking:${id}`),
      ),
    );
  return new Map(rows.map((r) => [r.reference.slice('booking:'.length), toPence(r.paid) ?? 0]));
}

function pence(amount: string): number {
  const value = toPence(amount);
  if (value === undefined) throw new Error(`Not an amount of money: ${amount}`);
  return value;
}
