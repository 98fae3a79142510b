import { passStatusAt } from '../../../../common/pass-terms';
import type { passes } from '../../../db/schema';
import { conflict, type HttpError } from '../../../lib/http-errors';

type Pass = typeof passes.$inferSelect;

/** What a pass must match to pay for a place: the booker, the session's studio and its start. */
export interface PassUse {
  userId: string;
  studioId: string;
  startTime: Date;
  now: Date;
}

/**
 * Why `pass` cannot pay for this place, or undefined when it can (docs/decisions/0055): it must be
 * the booker's and of the session's studio (another's pass reads as not valid, never as found), be
 * active at the session's start, and have a credit left (an unlimited membership always has one).
 * Asked under the pass's row lock, so the answer holds until the credit is used.
 */
export function passRefusal(pass: Pass | undefined, use: PassUse): HttpError | undefined {
  if (!pass || pass.userId !== use.userId || pass.studioId !== use.studioId) {
    return conflict(
      'This pass can’t be used for this class: a pass pays only for your own classes at its studio.',
      'PASS_NOT_VALID',
    );
  }
  const status = passStatusAt(pass, use.now);
  if (status === 'expired' || (status === 'active' && use.startTime >= pass.expiresAt)) {
    return conflict('This pass is no longer valid when this class starts.', 'PASS_EXPIRED');
  }
  if (status !== 'active') {
    return conflict(`This pass can’t be used: it is ${status.replace('_', ' ')}.`, 'PASS_NOT_VALID');
  }
  if (use.startTime < pass.validFrom) {
    return conflict('This pass is not valid yet when this class starts.', 'PASS_NOT_VALID');
  }
  if (pass.creditsLeft !== null && pass.creditsLeft <= 0) {
    return conflict('This pass has no credits left.', 'PASS_EMPTY');
  }
  return undefined;
}
