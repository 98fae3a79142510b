import { z } from 'zod';
import { ACCESS_FEATURES, isAccessFeature, MAX_ACCESSIBILITY_NOTES } from '../accessibility';
import { SERVICE_TYPES } from '../constants';
import { studioSchema } from './studio';
import { httpsUrl, optionalText, requiredText, wholeNumber } from './text-fields';

// A studio as its owner creates and edits it (POST /api/studios, PATCH /api/studios/:id).

const UK_POSTCODE = /^(GIR0AA|[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2})$/;

/** A UK postcode in any case and spacing ("e16an"), stored upper case with one space ("E1 6AN"). */
const postcodeSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Postcode is required' : 'Postcode must be text') })
  .max(16, 'Postcode must be a UK postcode, e.g. E1 6AN')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v.length > 0, 'Postcode is required')
  .refine((v) => UK_POSTCODE.test(v), 'Postcode must be a UK postcode, e.g. E1 6AN')
  .transform((v) => `${v.slice(0, -3)} ${v.slice(-3)}`);

/**
 * A UK phone number as people write it ("020 7946 0000", "+44 7700 900123"): stored as typed (spaces
 * kept); the page strips the spacing for its tel: link.
 */
const ukPhoneSchema = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(30, 'Phone must be a UK phone number, e.g. 020 7946 0000')
  .refine((v) => {
    if (v === '') return true;
    if (!/^[+\d][\d\s()-]*$/.test(v)) return false;
    const digits = v.replace(/[\s()-]/g, '');
    return /^(?:\+44|0044|0)\d{9,10}$/.test(digits);
  }, 'Phone must be a UK phone number, e.g. 020 7946 0000')
  .nullish()
  .transform((v) => (v ? v : null));

const MAX_AMENITIES = 20;
const ACCESS_FEATURES_MESSAGE = `Accessibility must be among: ${ACCESS_FEATURES.join(', ')}`;

/** A coordinate in degrees within ±`limit`; null clears it. */
const degrees = (field: 'latitude' | 'longitude', limit: number) => {
  const message = `${field} must be a number of degrees from -${limit} to ${limit}`;
  return z.number({ error: message }).min(-limit, message).max(limit, message).nullable().optional();
};

/**
 * A studio is placed by both coordinates or by neither (docs/decisions/0078): one without the other
 * is a 400 naming the missing one. Applied to the request bodies, so the forms can still pick fields.
 */
export function coordinatesTogether(
  input: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
): void {
  const lat = input.latitude ?? null;
  const lng = input.longitude ?? null;
  if (lat !== null && lng === null) {
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'longitude is required with latitude' });
  } else if (lng !== null && lat === null) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude is required with longitude' });
  } else if ((input.latitude === undefined) !== (input.longitude === undefined)) {
    // Clearing one (null) while leaving the other out: both are cleared together.
    const missing = input.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} must be sent with the other coordinate`,
    });
  }
}

const studioFields = {
  name: requiredText('Name', 120),
  description: optionalText('Description', 5000, { multiline: true }),
  address: requiredText('Address', 200),
  postcode: postcodeSchema,
  city: optionalText('City', 100),
  phone: ukPhoneSchema,
  website: httpsUrl('Website'),
  serviceTypes: z
    .array(z.enum(SERVICE_TYPES, { error: `Service types must be among: ${SERVICE_TYPES.join(', ')}` }), {
      error: 'Service types must be a list',
    })
    .max(SERVICE_TYPES.length, 'Service types must be among the four kinds of class')
    .refine((v) => new Set(v).size === v.length, 'Service types must not repeat')
    .optional(),
  amenities: z
    .array(requiredText('Each amenity', 50), { error: 'Amenities must be a list of short texts' })
    .max(MAX_AMENITIES, `Amenities must be at most ${MAX_AMENITIES} items`)
    .optional(),
  cancellationWindowHours: wholeNumber('Cancellation window (hours)', 0, 168).optional(),
  /** The access features that hold, from the one set (docs/decisions/0077); [] clears them. */
  accessibility: z
    .array(z.string({ error: ACCESS_FEATURES_MESSAGE }), { error: 'Accessibility must be a list' })
    .refine((v) => v.every(isAccessFeature), ACCESS_FEATURES_MESSAGE)
    .refine((v) => new Set(v).size === v.length, 'Accessibility features must not repeat')
    .optional(),
  accessibilityNotes: optionalText('Accessibility notes', MAX_ACCESSIBILITY_NOTES, { multiline: true }),
  latitude: degrees('latitude', 90),
  longitude: degrees('longitude', 180),
};

/** POST /api/studios. City defaults to London, the cancellation window to 12 hours. */
export const createStudioInputSchema = z.object(studioFields);
export type CreateStudioInput = z.input<typeof createStudioInputSchema>;

/** PATCH /api/studios/:id: any of the same fields; the required ones cannot be cleared. */
export const updateStudioInputSchema = z.object(studioFields).partial();
export type UpdateStudioInput = z.input<typeof updateStudioInputSchema>;

/** A studio as its owner sees it: the public fields plus its settings. */
export const ownerStudioSchema = studioSchema.extend({
  cancellationWindowHours: z.number().int(),
});
export type OwnerStudio = z.infer<typeof ownerStudioSchema>;

/** GET /api/owner/studios: each studio, inactive ones included, with what is running in it. */
export const ownerStudioListItemSchema = ownerStudioSchema.extend({
  activeClassCount: z.number().int(),
  upcomingSessionCount: z.number().int(),
  /** In the public lists: active, with an active class that has an upcoming session (else a draft). */
  isPublic: z.boolean(),
});
export type OwnerStudioListItem = z.infer<typeof ownerStudioListItemSchema>;

/** DELETE /api/studios/:id and /api/classes/:id: `?cancelSessions=true` cancels booked future sessions first. */
export const deactivateQuerySchema = z.object({
  cancelSessions: z
    .enum(['true', 'false'], { error: 'cancelSessions must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
