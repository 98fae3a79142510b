import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, newPasswordSchema, optionalName, usernameSchema, userSchema } from './auth';

/** The signed-in user with the fields only they see and edit. */
export const profileSchema = userSchema.extend({ phone: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

export const phoneSchema = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .regex(/^[+0-9 ()-]*$/, 'Phone may only contain digits, spaces, +, ( ) and -')
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** PATCH /api/user/profile: the fields sent are changed, the others kept. */
export const updateProfileInputSchema = z
  .object({
    firstName: optionalName('First name'),
    lastName: optionalName('Last name'),
    username: usernameSchema,
    phone: phoneSchema,
  })
  .partial();
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

const currentPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const changePasswordInputSchema = z.object({
  currentPassword: currentPassword('Current password'),
  newPassword: newPasswordSchema('New password'),
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** POST /api/user/password: done; `calendarFeedActive` offers to reset the feed's link as well. */
export const passwordChangedSchema = z.object({ message: z.string(), calendarFeedActive: z.boolean() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

export const deleteAccountInputSchema = z.object({ password: currentPassword('Password') });

/** A signed-in device: one live token, never the token itself. */
export const deviceSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
