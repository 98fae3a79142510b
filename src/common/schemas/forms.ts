import { z } from 'zod';
import { emailSchema } from './fields';

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .default('');

/** Waiting-list form: only the e-mail is required; the rest are optional free text. */
export const waitlistInputSchema = z.object({
  email: emailSchema,
  location: optionalText('location', 200),
  classPreferences: optionalText('classPreferences', 1000),
  excitement: optionalText('excitement', 1000),
});
export type WaitlistInput = z.input<typeof waitlistInputSchema>;

/** Contact form, with the spec's exact messages; the client validates with the same schema. */
export const contactInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  email: emailSchema,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const createdSchema = z.object({ id: z.string(), message: z.string() });
