import { addCalendarMonths, addLondonDays, anchorDayOf } from '../../../common/pass-terms';
import type { Pass } from '../../../common/schemas/product';
import type { Db, Tx } from '../../db/client';
import type { passes } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { BALANCE_REFERENCE, debitBalance } from '../balance/ledger';
import { recordEvent } from '../notifications/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { lockWaiverState, waiverRefusal } from '../places/rules/waiver-gate';
import { toPassDto } from './passes.mapper';
import { findPassByKey, findProductOnSale, hasIntroAt, insertPass, updatePass } from './passes.repository';

const ONE_INTRO_INDEX = 'passes_one_intro_idx';
const KEY_INDEX = 'passes_user_idempotency_key_idx';
const INTRO_USED_MESSAGE = 'You have already had this studio’s intro offer: it is once per person.';

type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductOnSale>>>['product'];

export interface PurchaseInput {
  productId: string;
  userId: string;
  method: 'demo' | 'gift-balance';
  idempotencyKey: string | undefined;
  now: Date;
}

/**
 * The pass a product makes when bought at `now`, its terms copied from the product as it is sold now:
 * a pack or intro offer lasts `validDays` London days; a membership's first period ends, and it
 * renews, one calendar month later on the day it was bought (docs/decisions/0056).
 */
function passTerms(product: ProductRow, now: Date) {
  const base = {
    productId: product.id,
    studioId: product.studioId,
    kind: product.kind,
    name: product.name,
    creditsTotal: product.credits,
    creditsLeft: product.credits,
    validFrom: now,
    amountPaid: product.price,
  };
  if (product.kind !== 'membership') {
    const expiresAt = addLondonDays(now, product.validDays ?? 0);
    return { ...base, expiresAt, endsAt: expiresAt };
  }
  const anchorDay = anchorDayOf(now);
  const periodEnd = addCalendarMonths(now, 1, anchorDay);
  return { ...base, anchorDay, expiresAt: periodEnd, renewsAt: periodEnd };
}

/**
 * Takes the product's price for the pass just inserted and answers the payment's reference: from the
 * student's gift balance (409 INSUFFICIENT_BALANCE when it falls short, and the pass is rolled back
 * with the transaction), or through the payment provider (402 when declined).
 */
async function takePayment(
  tx: Tx,
  provider: PaymentProvider,
  input: PurchaseInput,
  passId: string,
  amount: string,
) {
  if (input.method === 'gift-balance') {
    const { entryId } = await debitBalance(tx, { userId: input.userId, amount, reference: `pass:${passId}` });
    return `${BALANCE_REFERENCE}${entryId ?? 'nothing-due'}`;
  }
  // The provider's idempotency key: the pass is what this charge pays for.
  const charge = await provider.charge({ bookingId: passId, amount, currency: 'GBP', method: input.method });
  if (charge.status === 'declined') throw new HttpError(402, charge.message, {}, 'PAYMENT_DECLINED');
  return charge.reference;
}

/** The pass an earlier purchase with this Idempotency-Key made, or undefined when the key is new. */
async function replay(db: Db, input: PurchaseInput, key: string) {
  const pass = await findPassByKey(db, input.userId, key);
  if (!pass) return undefined;
  if (pass.productId !== input.productId) {
    throw unprocessable(
      'This Idempotency-Key was already used to buy a different product.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  return { pass: toPassDto(pass, input.now), replayed: true };
}

/**
 * POST /api/products/:id/purchase, in one transaction: the pass is inserted first, so the intro
 * offer's unique index (one per student and studio, ever) decides a race before anyone is charged,
 * then the provider is charged and its reference kept. A declined charge (402) leaves no pass. A
 * retry with the same Idempotency-Key answers the first pass (200) without charging again.
 */
export async function purchaseProduct(
  db: Db,
  provider: PaymentProvider,
  input: PurchaseInput,
): Promise<{ pass: Pass; replayed: boolean }> {
  const key = input.idempotencyKey;
  if (key) {
    const replayed = await replay(db, input, key);
    if (replayed) return replayed;
  }
  const onSale = isUuid(input.productId)
    ? await findProductOnSale(db, input.productId, input.now)
    : undefined;
  if (!onSale) throw notFound('Product not found');
  const { product } = onSale;
  if (product.kind === 'intro' && (await hasIntroAt(db, input.userId, product.studioId))) {
    throw conflict(INTRO_USED_MESSAGE, 'INTRO_USED');
  }
  try {
    const pass = await db.transaction(async (tx) => {
      const values: typeof passes.$inferInsert = {
        ...passTerms(product, input.now),
        userId: input.userId,
        idempotencyKey: key ?? null,
      };
      const inserted = await insertPass(tx, values);
      // Still on sale? The pass row's foreign key has just taken a key-share lock on the studio's row,
      // after waiting for a suspension that held it; read now, its studio is as that left it. A pass
      // sold to a studio suspended meanwhile would run on, unusable and unrefunded (docs/decisions/0120).
      if (!(await findProductOnSale(tx, product.id, input.now))) throw notFound('Product not found');
      // The studio's latest waiver signed (docs/decisions/0128), read under the same lock: a version
      // saved meanwhile is seen here, and the pass rolls back before anyone is charged.
      const unsigned = waiverRefusal(await lockWaiverState(tx, { studioId: product.studioId }, input.userId));
      if (unsigned) throw unsigned;
      const paymentReference = await takePayment(tx, provider, input, inserted.id, product.price);
      // The receipt, told only if the purchase commits (docs/decisions/0019).
      await recordEvent(tx, { kind: 'pass.purchased', passId: inserted.id });
      return updatePass(tx, inserted.id, { paymentReference });
    });
    return { pass: toPassDto(pass, input.now), replayed: false };
  } catch (err) {
    const index = uniqueViolation(err);
    if (index === KEY_INDEX && key) {
      const replayed = await replay(db, input, key);
      if (replayed) return replayed;
    }
    if (index === ONE_INTRO_INDEX) throw conflict(INTRO_USED_MESSAGE, 'INTRO_USED');
    throw err;
  }
}
