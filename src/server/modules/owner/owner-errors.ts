import { errorSchema } from '../../../common/schemas/error';

/** The answers every owner route can give before it looks at anything: not signed in, not an owner. */
export const OWNER_ERRORS = { 401: errorSchema, 403: errorSchema } as const;
