import { ApiError } from './api-client';

/**
 * The form field a server refusal names, with its sentence: the API's validation messages open with
 * the field's name ("credits is required for a pack (1-100)", "price must be…"), so a form can show
 * them under that field, as it shows its own checks; so do conflicts about one field's value. Undefined when the refusal names none of `fields`.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  // A conflict may name a field too: "code SPRING is already a promo code of this studio".
  if (!(error instanceof ApiError) || (error.code !== 'VALIDATION' && error.code !== 'CONFLICT'))
    return undefined;
  const message = error.serverMessage;
  if (!message) return undefined;
  const field = fields.find((name) => message.startsWith(`${name} `) || message.startsWith(`${name}:`));
  return field && { field, message };
}
