import type { OperatorPass } from '../../../../../common/schemas/operator';
import { Badge } from '../../../../components/ui/badge';
import { creditsLine, datesLine, KIND_LABEL, PASS_STATUS } from '../../../../lib/pass-wording';
import { empty, row } from './console-parts';

/**
 * A person's passes and memberships as an operator sees them: the same words as on the person's own
 * dashboard (credits left, status, expiry or renewal), with the studio named, since an operator
 * answering "why can't I book?" needs it at a glance.
 */
export function PersonPasses({ passes }: { passes: OperatorPass[] }) {
  if (passes.length === 0) return empty('No passes or memberships.');
  return (
    <ul className="flex flex-col gap-3">
      {passes.map((p) => {
        const ended = p.status === 'cancelled' || p.status === 'expired';
        return (
          <li key={p.id} className={row}>
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere text-ink">
                {p.name} at {p.studioName}
              </p>
              <p className="mt-1 text-sm text-muted">
                {KIND_LABEL[p.kind]}, £{p.amountPaid} paid. {!ended && `${creditsLine(p)}. `}
                {datesLine(p)}.
              </p>
            </div>
            <Badge className={`self-start ${PASS_STATUS[p.status].className}`}>
              {PASS_STATUS[p.status].label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
