import { ApiError } from './api-client';

/**
 * The form field a server refusal names, with its sentence: the API's validation messages open with
 * the field's name ("credits is required for a pack (1-100)", "price must be…"), so a form can show
 * them under that field, as it shows its own checks. Undefined when the refusal names none of `fields`.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION') return undefined;
  const message = error.serverMessage;
  if (!message) return undefined;
  const field = fields.find((name) => message.startsWith(`${name} `) || message.startsWith(`${name}:`));
  return field && { field, message };
}
