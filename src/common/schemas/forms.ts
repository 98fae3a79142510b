import { z } from 'zod';
import { emailSchema } from './fields';
import { allowedText, oneLine, ruledString } from './text-fields';

const NOT_ALLOWED = (field: string) => `${field} contains characters that are not allowed`;

/** Optional free text under the text rule of every field (text-fields.ts). */
const optionalText = (field: string, max: number, multiline: boolean) =>
  ruledString(field, multiline)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => allowedText(v, multiline), NOT_ALLOWED(field))
    .default('');

/** Waiting-list form: only the e-mail is required; the rest are optional free text. */
export const waitlistInputSchema = z.object({
  email: emailSchema,
  location: optionalText('location', 200, false),
  classPreferences: optionalText('classPreferences', 1000, true),
  excitement: optionalText('excitement', 1000, true),
});
export type WaitlistInput = z.input<typeof waitlistInputSchema>;

/** Contact form, with the spec's exact messages; the client validates with the same schema. */
export const contactInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .overwrite(oneLine)
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters')
    .refine((v) => allowedText(v, false), NOT_ALLOWED('Name')),
  email: emailSchema,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters')
    .refine((v) => allowedText(v, true), NOT_ALLOWED('Message')),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const createdSchema = z.object({ id: z.string(), message: z.string() });
