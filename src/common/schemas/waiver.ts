import { z } from 'zod';
import { errorSchema } from './error';
import { isoDateSchema } from './fields';
import { allowedText, requiredText, ruledString } from './text-fields';

// A studio's waiver (issue 66): one versioned document per studio holding the terms a student signs
// and the health and intake questions they answer (PUT and GET /api/studios/:id/waiver), the
// signature (POST /api/studios/:id/waiver/signatures), the student's list of what they signed
// (GET /api/user/waiver-signatures), and what the owner's roster and client page gain from it.
// Answers are special-category data (docs/decisions/0128): only the student and the owner of a
// studio they book at read them.

export const WAIVER_QUESTION_KINDS = ['text', 'yes-no', 'choice'] as const;
export type WaiverQuestionKind = (typeof WAIVER_QUESTION_KINDS)[number];

/** The answers a yes-no question takes. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;

export const MAX_WAIVER_QUESTIONS = 20;
export const MAX_QUESTION_OPTIONS = 20;
export const MAX_ANSWER_LENGTH = 1000;
export const MAX_WAIVER_BODY = 20_000;

/**
 * One question of a waiver. `key` names the answer in a signature (`answers[key]`); `flag` puts the
 * answer on the teacher's roster when it is "yes" (yes-no) or not empty (text, choice).
 */
export const waiverQuestionSchema = z
  .object({
    key: z
      .string({ error: 'Question key is required' })
      .regex(
        /^[a-z0-9][a-z0-9-]{0,39}$/,
        'Question key must be 1 to 40 lower-case letters, digits or hyphens',
      ),
    label: requiredText('Question label', 200),
    kind: z.enum(WAIVER_QUESTION_KINDS, {
      error: 'Question kind must be one of text, yes-no, choice',
    }),
    /** The choices of a "choice" question (2 to 20); not taken by the other kinds. */
    options: z
      .array(requiredText('Option', 100))
      .max(MAX_QUESTION_OPTIONS, `A question has at most ${MAX_QUESTION_OPTIONS} options`)
      .optional(),
    required: z.boolean({ error: 'required must be true or false' }),
    flag: z.boolean({ error: 'flag must be true or false' }),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'choice' && (!q.options || q.options.length < 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A choice question needs at least 2 options',
      });
    }
    if (q.kind !== 'choice' && q.options !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Only a choice question takes options',
      });
    }
  });
export type WaiverQuestion = z.infer<typeof waiverQuestionSchema>;

/** PUT /api/studios/:id/waiver: every save is a new version (1, 2, 3…), never an edit. */
export const waiverInputSchema = z.object({
  title: requiredText('Title', 120),
  /** Plain text; paragraphs are separated by a blank line. */
  body: ruledString('Body', true)
    .max(MAX_WAIVER_BODY, `Body must be at most ${MAX_WAIVER_BODY} characters`)
    .refine((v) => allowedText(v, true), 'Body contains characters that are not allowed')
    .refine((v) => v.length > 0, 'Body is required'),
  questions: z
    .array(waiverQuestionSchema)
    .max(MAX_WAIVER_QUESTIONS, `A waiver has at most ${MAX_WAIVER_QUESTIONS} questions`)
    .default([])
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, 'Each question needs its own key'),
});
export type WaiverInput = z.input<typeof waiverInputSchema>;

/** The PUT's answer (201). */
export const waiverSavedSchema = z.object({ version: z.number().int() });
export type WaiverSaved = z.infer<typeof waiverSavedSchema>;

/** GET /api/studios/:id/waiver (public): the studio's latest version; 404 when it has none. */
export const waiverSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  questions: z.array(waiverQuestionSchema),
  // Additive fields, not in the issue's contract.
  studioId: z.string(),
  /** When this version was saved. */
  createdAt: isoDateSchema,
});
export type Waiver = z.infer<typeof waiverSchema>;

/**
 * An answer: "yes"/"no" for yes-no, one of the options for choice, free text for text. An empty
 * string is no answer (refused for a required question).
 */
export const waiverAnswerSchema = z
  .string({ error: 'Each answer must be text' })
  .trim()
  .max(MAX_ANSWER_LENGTH, `An answer must be at most ${MAX_ANSWER_LENGTH} characters`)
  .refine((v) => allowedText(v, true), 'An answer contains characters that are not allowed');

/** POST /api/studios/:id/waiver/signatures. */
export const signWaiverInputSchema = z.object({
  /** The version the student read: an older one than the studio's latest is 409 WAIVER_OUTDATED. */
  version: z
    .number({ error: 'version must be a number' })
    .int('version must be a whole number')
    .positive('version must be a whole number'),
  /** Must be the account's name, case and spacing aside. */
  fullName: requiredText('Full name', 200),
  agree: z.literal(true, { error: 'agree must be true' }),
  /**
   * The student's explicit, separate consent to the studio reading their health answers. Required
   * (true) when the waiver has questions; not needed otherwise.
   */
  healthConsent: z.literal(true, { error: 'healthConsent must be true' }).optional(),
  /** By question key. Keys that are no question of the version are refused. */
  answers: z.record(z.string(), waiverAnswerSchema).default({}),
});
export type SignWaiverInput = z.input<typeof signWaiverInputSchema>;

/** The signature's answer (201). */
export const waiverSignatureSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  signedAt: isoDateSchema,
});
export type WaiverSignature = z.infer<typeof waiverSignatureSchema>;

/** GET /api/user/waiver-signatures: one of the student's signatures, newest first. */
export const userWaiverSignatureSchema = z.object({
  id: z.string(),
  studioId: z.string(),
  studioName: z.string(),
  version: z.number().int(),
  title: z.string(),
  signedAt: isoDateSchema,
  /** The signed document: GET /api/waiver-signatures/:id.pdf. */
  pdfUrl: z.string(),
});
export type UserWaiverSignature = z.infer<typeof userWaiverSignatureSchema>;
export const userWaiverSignaturesSchema = z.array(userWaiverSignatureSchema);

/** A flagged answer on the roster: a flag question answered "yes" or with text. */
export const waiverFlagSchema = z.object({
  key: z.string(),
  label: z.string(),
  answer: z.string(),
});
export type WaiverFlag = z.infer<typeof waiverFlagSchema>;

/**
 * A roster booking's waiver: `signed` is whether the student signed the studio's current version,
 * `version` the latest version they signed (null: never). Null when the studio has no waiver.
 */
export const rosterWaiverSchema = z.object({
  signed: z.boolean(),
  version: z.number().int().nullable(),
});
export type RosterWaiver = z.infer<typeof rosterWaiverSchema>;

/** What GET /api/owner/sessions/:id/roster adds to each booking (additive). */
export const rosterWaiverFieldsSchema = z.object({
  waiver: rosterWaiverSchema.nullable(),
  /** From the student's latest signature at this studio; empty when there is none. */
  flags: z.array(waiverFlagSchema),
});
export type RosterWaiverFields = z.infer<typeof rosterWaiverFieldsSchema>;

/** One answered question, as the owner's client page shows it. */
export const waiverAnswerLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  answer: z.string(),
  flag: z.boolean(),
});

/**
 * The client's latest signature at one of the owner's studios, with the answers
 * (GET /api/owner/clients/:userId gains `waivers`, one per studio signed at).
 */
export const clientWaiverSchema = z.object({
  signatureId: z.string(),
  studioId: z.string(),
  studioName: z.string(),
  version: z.number().int(),
  signedAt: isoDateSchema,
  answers: z.array(waiverAnswerLineSchema),
});
export type ClientWaiver = z.infer<typeof clientWaiverSchema>;

/**
 * 409 WAIVER_REQUIRED on booking, joining a waitlist or buying a product at a studio whose latest
 * waiver the student has not signed: sign `version` at `studioId`, then try again.
 */
export const waiverRequiredErrorSchema = errorSchema.extend({
  studioId: z.string(),
  version: z.number().int(),
});
export type WaiverRequiredError = z.infer<typeof waiverRequiredErrorSchema>;

/**
 * Questions an owner can start from: each is a WaiverQuestion as the PUT takes it. The health ones
 * are flagged so a teacher sees them on the roster; the emergency contact is not a warning.
 */
export const DEFAULT_WAIVER_QUESTIONS: readonly WaiverQuestion[] = [
  {
    key: 'injuries',
    label: 'Do you have any injuries or health conditions we should know about? If so, which?',
    kind: 'text',
    required: false,
    flag: true,
  },
  {
    key: 'pregnancy',
    label: 'Are you pregnant, or have you given birth in the last six months?',
    kind: 'yes-no',
    required: true,
    flag: true,
  },
  {
    key: 'medication',
    label: 'Do you take any medication that affects your balance or breathing?',
    kind: 'yes-no',
    required: true,
    flag: true,
  },
  {
    key: 'emergency-contact',
    label: "Emergency contact's name and phone number",
    kind: 'text',
    required: true,
    flag: false,
  },
];

/**
 * The 409 of a route a waiver gates (booking, joining a waitlist, buying a product): any conflict of
 * the route, and with WAIVER_REQUIRED also the studio and version to sign.
 */
export const gatedConflictSchema = errorSchema.extend({
  studioId: z.string().optional(),
  version: z.number().int().optional(),
});
