import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, SIGN_UP_USER_TYPES, USER_TYPES } from '../constants';
import { emailSchema } from './fields';
import { allowedText, ruledString } from './text-fields';

/** Long enough for any passphrase (ASVS asks for at least 64), short enough that hashing it cannot burn CPU. */
export const MAX_PASSWORD_LENGTH = 128;

/** The user as the client sees it: never the password. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.enum(USER_TYPES),
});
export type User = z.infer<typeof userSchema>;

/** Long enough for real names; a longer one is almost surely an attack on the layout. */
const MAX_NAME_LENGTH = 50;

// Names are free text (O'Brien, Zoë, Ana-María) but markup and control characters have no place in them.
// They follow the text rule of every other one-line field (text-fields.ts).
export const optionalName = (label: string) =>
  ruledString(label, false)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`)
    .refine(
      (v) => !/[<>]/u.test(v) && allowedText(v, false),
      `${label} contains characters that are not allowed`,
    )
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

/**
 * A new password: length only, no composition rules (ASVS 6.2). The server also refuses the most
 * common passwords (src/server/modules/auth/common-passwords.ts), a list too large for the client.
 */
export const newPasswordSchema = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters long`);
const passwordSchema = newPasswordSchema();

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters long')
  .max(30, 'Username must be at most 30 characters long')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

export const registerInputSchema = z.object({
  email: emailSchema.transform((v) => v.toLowerCase()),
  username: usernameSchema,
  password: passwordSchema,
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  userType: z
    .enum(SIGN_UP_USER_TYPES, { error: `userType must be one of: ${SIGN_UP_USER_TYPES.join(', ')}` })
    .default('user'),
});

/**
 * An address checked for presence and size only (sign-in, a reset request): a malformed address must not
 * answer differently from an unknown one.
 */
export const lookupEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .transform((v) => v.toLowerCase());

/** Login checks presence and size only: the format of a wrong e-mail must not answer differently. */
export const loginInputSchema = z.object({
  email: lookupEmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
});

export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
/** The spec reads `user`; `token` was added so sign-up signs in (docs/decisions/0074). */
export const registerResponseSchema = loginResponseSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const messageSchema = z.object({ message: z.string() });
