import { createHash } from 'node:crypto';
import type { buyGiftCardInputSchema, GiftCard } from '../../../common/schemas/gift-card';
import type { Db } from '../../db/client';
import { type CountedLimit, countedAction } from '../../lib/counted-limits';
import type { CounterStore } from '../../lib/counter-store';
import type { PaymentProvider } from '../payments/payment-provider';
import { buyGiftCard, earlierGiftCard } from './gift-cards.service';

type BuyGiftCard = import('zod').output<typeof buyGiftCardInputSchema>;

export interface PurchaseLimits {
  /** Cards sent to one e-mail address in a day, by anyone: each is an e-mail Attune sends them. */
  perRecipientPerDay: number;
  /** Cards one account may buy in a day. */
  perAccountPerDay: number;
  /** Cards bought from one IP address in a day, on any accounts. */
  perIpPerDay: number;
}

/**
 * Twelve cards to one person in 0.1 s were all delivered (issue 63): a card is an e-mail in Attune's
 * name to an address the buyer types, so a few a day is plenty for a person and too few for a spammer.
 */
export const DEFAULT_PURCHASE_LIMITS: PurchaseLimits = {
  perRecipientPerDay: 5,
  perAccountPerDay: 10,
  perIpPerDay: 10,
};

const DAY_MS = 86_400_000;

/**
 * The inbox an address reaches, as counted: any case, and without a "+tag" (friend+1@ and friend@ are
 * one inbox nearly everywhere). Hashed, so the counters hold no e-mail addresses.
 */
function inboxKey(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const inbox = `${local.split('+')[0]}@${domain}`;
  return createHash('sha256').update(inbox).digest('base64url');
}

function countedLimits(limits: PurchaseLimits, buyer: Buyer, recipientEmail: string): CountedLimit[] {
  const perBuyer = (key: string, max: number, refusal: string) => ({ key, max, windowMs: DAY_MS, refusal });
  return [
    perBuyer(
      `to:${inboxKey(recipientEmail)}`,
      limits.perRecipientPerDay,
      `At most ${limits.perRecipientPerDay} gift cards can be sent to one e-mail address a day.`,
    ),
    perBuyer(
      `acct:${buyer.id}`,
      limits.perAccountPerDay,
      `You can buy at most ${limits.perAccountPerDay} gift cards a day.`,
    ),
    perBuyer(
      `ip:${buyer.ip}`,
      limits.perIpPerDay,
      `At most ${limits.perIpPerDay} gift cards can be bought from one internet address a day.`,
    ),
  ];
}

interface Buyer {
  id: string;
  ip: string;
}

/**
 * POST /api/gift-cards within the day's limits. A retry of a purchase already made (its
 * Idempotency-Key) is answered whatever the counts: it buys and sends nothing. A new purchase is
 * counted against its recipient, its account and its address, and keeps its count only once the card
 * is bought (a declined payment, or a retry that met the first at the unique index, gives it back).
 */
export async function buyWithinLimits(
  deps: { db: Db; provider: PaymentProvider; counters: CounterStore; limits: PurchaseLimits },
  buyer: Buyer,
  input: BuyGiftCard,
  idempotencyKey: string | undefined,
): Promise<{ card: GiftCard; replayed: boolean }> {
  const earlier = idempotencyKey && (await earlierGiftCard(deps.db, buyer.id, input, idempotencyKey));
  if (earlier) return { card: earlier, replayed: true };
  return countedAction(
    deps.counters,
    countedLimits(deps.limits, buyer, input.recipientEmail),
    () => buyGiftCard(deps.db, deps.provider, buyer.id, input, idempotencyKey),
    (outcome) => 'value' in outcome && !outcome.value.replayed,
  );
}
