import { errorSchema } from '../../../common/schemas/error';

/** The answers every owner route can give before it looks at anything: not signed in, not an owner. */
export const OWNER_ERRORS = { 401: errorSchema, 403: errorSchema } as const;

/** What a write to one of an owner's records can answer: bad input, not theirs, or a conflict with its bookings. */
export const OWNER_WRITE_ERRORS = {
  400: errorSchema,
  404: errorSchema,
  409: errorSchema,
  ...OWNER_ERRORS,
} as const;
