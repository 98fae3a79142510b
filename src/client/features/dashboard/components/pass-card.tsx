import { CalendarRange, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import type { Pass } from '../../../../common/schemas/product';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useStudio } from '../../../lib/catalogue-queries';
import { cn } from '../../../lib/cn';
import { creditsLine, datesLine, KIND_LABEL, PASS_STATUS } from '../../../lib/pass-wording';
import { CancelPassDialog } from './cancel-pass-dialog';

/** One pass or membership: where, what is left, until when, and Cancel membership while it renews. */
export function PassCard({ pass }: { pass: Pass }) {
  const studio = useStudio(pass.studioId).data;
  const ended = pass.status === 'cancelled' || pass.status === 'expired';
  const status = PASS_STATUS[pass.status];
  return (
    <Card
      data-testid="pass"
      className={cn(
        'flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6',
        ended && 'bg-sand shadow-none',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={ended ? 'bg-ink/5 text-muted' : 'bg-sage/10 text-sage'}>
            {KIND_LABEL[pass.kind]}
          </Badge>
          <Badge className={status.className}>{status.label}</Badge>
        </div>
        <h3 className={cn('mt-1.5 text-xl wrap-anywhere', ended ? 'text-muted' : 'text-ink')}>{pass.name}</h3>
        {studio && (
          <p className="wrap-anywhere text-muted">
            <Link
              to={`/studios/${studio.id}`}
              className="rounded-sm underline-offset-4 hover:text-sage hover:underline"
            >
              {studio.name}
            </Link>
          </p>
        )}
        <ul
          className={cn('mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm', ended ? 'text-muted' : 'text-ink')}
        >
          {!ended && (
            <li className="flex items-center gap-1.5">
              <Ticket aria-hidden="true" className="size-4 shrink-0 text-sage" />
              {creditsLine(pass)}
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <CalendarRange aria-hidden="true" className={cn('size-4 shrink-0', !ended && 'text-sage')} />
            {datesLine(pass)}
          </li>
        </ul>
      </div>
      {pass.kind === 'membership' && pass.status === 'active' && pass.renewsAt && (
        <div className="border-t border-line pt-3 sm:border-0 sm:pt-0">
          <CancelPassDialog pass={pass} />
        </div>
      )}
    </Card>
  );
}
