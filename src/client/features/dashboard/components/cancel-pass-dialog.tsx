import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { formatLondonDate, formatPrice } from '../../../../common/format';
import { COOLING_OFF_DAYS, inCoolingOff } from '../../../../common/pass-terms';
import type { CancelPassAnswer, Pass } from '../../../../common/schemas/product';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCancelPass } from '../api/cancel-pass';

const DEMO_NOTE = 'Payment is a demo: no money moves.';

/**
 * "Cancel membership", as easy as signing up (the DMCC Act): one dialog saying what happens (within
 * the cooling-off period it ends now with a refund; after it, it runs to the period's end), then the
 * server's answer, with the refund it worked out.
 */
export function CancelPassDialog({ pass }: { pass: Pass }) {
  const queryClient = useQueryClient();
  const cancel = useCancelPass();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CancelPassAnswer>();
  const coolingOff = inCoolingOff(pass.validFrom, Date.now());
  const periodEnd = formatLondonDate(pass.renewsAt ?? pass.expiresAt);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    cancel.reset();
    // The card changes only once the dialog has closed, so the answer stays readable until then.
    if (result) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.passes });
      setResult(undefined);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Cancel membership<span className="sr-only">: {pass.name}</span>
        </Button>
      </DialogTrigger>
      {result ? (
        <DialogContent title="Membership cancelled">
          <div role="status" className="flex items-start gap-2 text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {result.status === 'cancelled' ? (
              <p>
                {pass.name} has ended. Refund due:{' '}
                <span className="font-semibold">{formatPrice(result.refund ?? '0')}</span>. {DEMO_NOTE}
              </p>
            ) : (
              <p>
                {pass.name} will not renew. It stays active until{' '}
                <span className="font-semibold">{formatLondonDate(result.endsAt ?? result.expiresAt)}</span>,
                so you can keep booking until then.
              </p>
            )}
          </div>
          <DialogClose asChild>
            <Button className="self-end">Done</Button>
          </DialogClose>
        </DialogContent>
      ) : (
        <DialogContent
          title="Cancel your membership?"
          description={
            <p>
              <span className="font-medium text-ink">{pass.name}</span>, {formatPrice(pass.amountPaid)} per
              month.
            </p>
          }
        >
          <p className="rounded-card bg-sage/5 p-4 text-ink">
            {coolingOff
              ? `You bought it less than ${COOLING_OFF_DAYS} days ago, so you are in the cooling-off period: it ends now, and you are refunded what you paid minus the price of classes already taken with it. ${DEMO_NOTE}`
              : `It will not renew. It stays active until ${periodEnd}, and you can keep booking with it until then.`}
          </p>
          {cancel.isError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorMessage(cancel.error, 'Something went wrong. Please try again.')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep membership</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(pass.id, { onSuccess: setResult })}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel membership'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
