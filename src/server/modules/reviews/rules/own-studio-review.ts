import { forbidden, type HttpError } from '../../../lib/http-errors';

/**
 * Nobody reviews their own studio: a review moves the studio's public rating, so an owner's
 * booking there (made before owners were refused, or at a studio they took over) earns no review
 * (docs/decisions/0052).
 */
export function ownStudioReviewRefusal(studioOwnerId: string, userId: string): HttpError | undefined {
  if (studioOwnerId !== userId) return undefined;
  return forbidden("You can't review a class at your own studio.", 'OWN_STUDIO');
}
