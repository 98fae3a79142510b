import type { z } from 'zod';
import type { createPromoCodeInputSchema, PromoCode } from '../../../common/schemas/promo-code';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { ownStudio } from '../owner/owner-studios.service';
import {
  countUses,
  deactivatePromoCode,
  findOwnPromoCode,
  findStudioPromoCodes,
  insertPromoCode,
  type PromoCodeRow,
} from './promo-codes.repository';

const CODE_TAKEN_INDEX = 'promo_codes_studio_code_idx';

export function toPromoCodeDto(row: PromoCodeRow, uses: number): PromoCode {
  return {
    id: row.id,
    studioId: row.studioId,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    maxUses: row.maxUses,
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    firstVisitOnly: row.firstVisitOnly,
    active: row.active,
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/studios/:id/promo-codes: a code of the owner's studio (404 for anyone else's). The unique
 * index decides a duplicate, so two owners' tabs saving the same code at once get one code and a 409.
 */
export async function createPromoCode(
  { db, actor }: Context,
  studioId: string,
  input: z.output<typeof createPromoCodeInputSchema>,
): Promise<PromoCode> {
  const studio = await ownStudio(db, studioId, actor.id);
  try {
    const validUntil = input.validUntil ? new Date(input.validUntil) : null;
    return toPromoCodeDto(await insertPromoCode(db, { ...input, validUntil, studioId: studio.id }), 0);
  } catch (err) {
    if (uniqueViolation(err) !== CODE_TAKEN_INDEX) throw err;
    // A deactivated code keeps its name: the bookings that used it still show it on their receipts.
    throw conflict(
      `code ${input.code} is already a promo code of this studio (active or deactivated); choose another code.`,
    );
  }
}

/** GET /api/studios/:id/promo-codes: the owner's codes of the studio, deactivated ones too, with their uses. */
export async function listPromoCodes({ db, actor }: Context, studioId: string): Promise<PromoCode[]> {
  const studio = await ownStudio(db, studioId, actor.id);
  return (await findStudioPromoCodes(db, studio.id)).map((r) => toPromoCodeDto(r.promo, r.uses));
}

async function ownPromoCode(db: Db, id: string, ownerId: string): Promise<PromoCodeRow> {
  const row = isUuid(id) ? await findOwnPromoCode(db, id, ownerId) : undefined;
  if (!row) throw notFound('Promo code not found');
  return row;
}

/**
 * DELETE /api/promo-codes/:id: the code is deactivated (no new uses) but kept, with the bookings that
 * used it. Again: the same answer.
 */
export async function deactivateOwnPromoCode({ db, actor }: Context, id: string): Promise<PromoCode> {
  const promo = await ownPromoCode(db, id, actor.id);
  const row = promo.active ? ((await deactivatePromoCode(db, id)) ?? promo) : promo;
  return toPromoCodeDto(row, await countUses(db, id));
}
