import { z } from 'zod';
import { parseNear, RADIUS_KM_MAX, RADIUS_KM_MIN } from '../geo';

// The catalogue lists' place parameters (docs/decisions/0078): `near`, `radiusKm` and the rules
// between them and `sort=distance`.

const NEAR_MESSAGE = 'near must be latitude,longitude in degrees, e.g. 51.5246,-0.0784';
const RADIUS_MESSAGE = `radiusKm must be a number of kilometres from ${RADIUS_KM_MIN} to ${RADIUS_KM_MAX}`;

export const nearParams = {
  near: z
    .string({ error: NEAR_MESSAGE })
    .max(64, NEAR_MESSAGE)
    .refine((v) => parseNear(v) !== undefined, NEAR_MESSAGE)
    .optional()
    .describe('A point, "latitude,longitude": each item then carries distanceKm'),
  radiusKm: z.coerce
    .number({ error: RADIUS_MESSAGE })
    .min(RADIUS_KM_MIN, RADIUS_MESSAGE)
    .max(RADIUS_KM_MAX, RADIUS_MESSAGE)
    .optional()
    .describe('With near: only places within this many kilometres (online classes are left out)'),
};

/** `sort=distance` and `radiusKm` measure from `near`, so neither comes without it. */
export function nearRules(
  query: { near?: string; radiusKm?: number; sort?: string },
  ctx: z.RefinementCtx,
): void {
  if (query.near !== undefined) return;
  if (query.sort === 'distance') {
    ctx.addIssue({ code: 'custom', path: ['near'], message: 'near is required with sort=distance' });
  }
  if (query.radiusKm !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['near'], message: 'near is required with radiusKm' });
  }
}

/** A distance on the wire: kilometres to the metre, or null for a class or studio with no place. */
export const distanceKmSchema = z
  .number()
  .nullable()
  .optional()
  .describe('With near: kilometres from it; null for an online class or a studio with no place');
