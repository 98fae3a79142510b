import { type CountedLimit, countedAction } from '../../lib/counted-limits';
import type { CounterStore } from '../../lib/counter-store';
import { HttpError } from '../../lib/http-errors';

export interface PromoLimits {
  /** Wrong codes one account may try in an hour; the next attempt, right or wrong, is a 429. */
  wrongCodesPerHour: number;
  /** Wrong codes one address may try in an hour, on any accounts. */
  wrongCodesPerIpPerHour: number;
}

/**
 * A dictionary of 45 words found a 100% code in 0.3 s (issue 63): the gift-card codes' 10 an hour per
 * account, and the sign-ins' 30 per address for someone making accounts to go on guessing.
 */
export const DEFAULT_PROMO_LIMITS: PromoLimits = { wrongCodesPerHour: 10, wrongCodesPerIpPerHour: 30 };

const HOUR_MS = 3_600_000;
const REFUSAL = 'Too many wrong promo codes in the last hour.';

/** Only a code the studio does not have counts: a code applied, or a refusal about the booking, does not. */
const isWrongCode = (outcome: { error: unknown } | { value: unknown }) =>
  'error' in outcome && outcome.error instanceof HttpError && outcome.error.code === 'PROMO_INVALID';

/**
 * Applies a promo code (`apply`) counted against the wrong codes of the account and of the address
 * it comes from: each wrong code is the 404 it always was until either has had its hour's worth, and
 * then every attempt is a 429, whatever the code, so guessing learns nothing more.
 */
export function guessed<T>(
  counters: CounterStore,
  limits: PromoLimits,
  who: { accountId: string; ip: string },
  apply: () => Promise<T>,
): Promise<T> {
  const counted: CountedLimit[] = [
    { key: `acct:${who.accountId}`, max: limits.wrongCodesPerHour, windowMs: HOUR_MS, refusal: REFUSAL },
    { key: `ip:${who.ip}`, max: limits.wrongCodesPerIpPerHour, windowMs: HOUR_MS, refusal: REFUSAL },
  ];
  return countedAction(counters, counted, apply, isWrongCode);
}
