import { z } from 'zod';
import { lookupEmailSchema, newPasswordSchema } from './auth';

/** The answer to every reset request, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in.';
export const PASSWORD_RESET_LINK_INVALID =
  'This reset link has expired or has already been used. Please ask for a new one.';
/** The e-mailed link's path; the token follows as `?token=`. */
export const PASSWORD_RESET_PATH = '/auth/reset-password';
export const PASSWORD_RESET_MINUTES = 30;

/** Presence and size only: a malformed address must not answer differently from an unknown one. */
export const passwordResetRequestSchema = z.object({ email: lookupEmailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

const resetTokenSchema = z
  .string({ error: 'token is required' })
  .min(1, 'token is required')
  .max(200, 'token is not valid');

/** Asks whether a link still works before the page offers its form; nothing is used up. */
export const passwordResetCheckSchema = z.object({ token: resetTokenSchema });
export const passwordResetCheckResponseSchema = z.object({ valid: z.boolean() });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckResponseSchema>;

export const passwordResetConfirmSchema = z.object({
  token: resetTokenSchema,
  // The registration policy and its messages.
  newPassword: newPasswordSchema(),
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;
