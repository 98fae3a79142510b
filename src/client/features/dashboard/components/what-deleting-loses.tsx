import { formatLondonDate, formatPrice } from '../../../../common/format';
import { toPence } from '../../../../common/money';
import { COOLING_OFF_DAYS } from '../../../../common/pass-terms';
import type { Pass } from '../../../../common/schemas/product';
import { useBalance, useUserPasses } from '../../../lib/account-queries';
import { CancelPassDialog } from './cancel-pass-dialog';
import { splitPasses } from './pass-groups';

/** "4 credits left on 10-class pack", "Monthly unlimited, a membership renewing on 3 January". */
function passLine(pass: Pass): string {
  if (pass.kind === 'membership') {
    return pass.renewsAt
      ? `${pass.name}, a membership renewing on ${formatLondonDate(pass.renewsAt)}`
      : `${pass.name}, a membership running until ${formatLondonDate(pass.endsAt ?? pass.expiresAt)}`;
  }
  return pass.creditsLeft === null
    ? `${pass.name}, unlimited classes`
    : `${pass.creditsLeft} credit${pass.creditsLeft === 1 ? '' : 's'} left on ${pass.name}`;
}

/**
 * What the delete dialog says will be lost (issue 69): the passes still paying, their credits, a
 * membership, and the gift balance. Deleting ends them all without a refund, so a membership is
 * offered its own cancellation first: in the cooling-off period that one refunds.
 */
export function WhatDeletingLoses() {
  const passes = useUserPasses();
  const balance = useBalance();
  const current = splitPasses(passes.data ?? []).current;
  const money = balance.data && (toPence(balance.data.balance) ?? 0) > 0 ? balance.data.balance : undefined;
  if (current.length === 0 && !money) return null;
  const renewing = current.filter((p) => p.kind === 'membership' && p.renewsAt);
  return (
    <div className="mt-4 rounded-card bg-danger/5 p-4 text-ink" data-testid="deleting-loses">
      <p className="font-semibold">You will lose:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {current.map((p) => (
          <li key={p.id}>{passLine(p)}</li>
        ))}
        {money && <li>Your gift balance of {formatPrice(money)}</li>}
      </ul>
      <p className="mt-2 text-sm text-ink/80">Nothing is refunded when an account is deleted.</p>
      {renewing.map((p) => (
        <div key={p.id} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>
            Cancel {p.name} first: within {COOLING_OFF_DAYS} days of buying it, cancelling refunds it.
          </span>
          <CancelPassDialog pass={p} />
        </div>
      ))}
    </div>
  );
}
