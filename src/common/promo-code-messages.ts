// What a student is told about the promo code they typed at checkout (docs/decisions/0125): one
// sentence for the form and the API, in a file without the schema library so the checkout's form can
// say it without loading it.

/** Apply with nothing typed (or only spaces). */
export const ENTER_A_PROMO_CODE = 'Enter a promo code';
/** Longer than any code could be. */
export const PROMO_CODE_TOO_LONG = 'Enter a promo code of at most 64 characters';
