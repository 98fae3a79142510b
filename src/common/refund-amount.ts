// What an operator is told about a refund's amount, in the console's words and the API's alike
// (docs/decisions/0125): what to do, naming the amount. Programs decide on the codes (VALIDATION,
// REFUND_TOO_LARGE), never these sentences.

export const REFUND_AMOUNT_FORMAT = 'Enter the amount to refund in pounds, for example 7.50';
export const REFUND_AMOUNT_POSITIVE = 'Enter an amount to refund of more than £0.00';

/** More than is left: the most that may be refunded, or that nothing is left of what was paid. */
export function refundTooLargeMessage(left: string, paid: string): string {
  return Number(left) > 0
    ? `Enter an amount up to £${left}, what is left to refund of the £${paid} paid`
    : `There is no amount left to refund: the £${paid} paid has been refunded in full`;
}
