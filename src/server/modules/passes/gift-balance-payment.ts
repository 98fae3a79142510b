import { conflict } from '../../lib/http-errors';

/**
 * PLACEHOLDER until the gift balance lands (issue 29's gift cards, migration 0012): paying for a
 * product with `method: "gift-balance"` is accepted by the schema but always refused, as if the
 * balance were empty. Replace this one function with the balance ledger's spend, called inside the
 * purchase's transaction (it must take the balance row's lock and refuse 409 INSUFFICIENT_BALANCE when
 * the balance is below `amount`).
 */
export function payFromGiftBalance(amount: string): never {
  throw conflict(
    `Your gift card balance does not cover £${amount}. Pay by card, or redeem a gift card first.`,
    'INSUFFICIENT_BALANCE',
  );
}
