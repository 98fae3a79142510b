import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { formatLondonDate, formatPrice } from '../../../../common/format';
import { COOLING_OFF_DAYS, inCoolingOff } from '../../../../common/pass-terms';
import type { Pass } from '../../../../common/schemas/product';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { queryKeys } from '../../../lib/query-keys';
import { useCancelPass } from '../api/cancel-pass';
import { CancelActions, DEMO_NOTE, useCancelDialog } from './cancel-dialog-parts';

/**
 * "Cancel membership", as easy as signing up (the DMCC Act): one dialog saying what happens (within
 * the cooling-off period it ends now with a refund; after it, it runs to the period's end), then the
 * server's answer, with the refund it worked out.
 */
export function CancelPassDialog({ pass }: { pass: Pass }) {
  const queryClient = useQueryClient();
  const cancel = useCancelPass();
  const coolingOff = inCoolingOff(pass.validFrom, Date.now());
  const periodEnd = formatLondonDate(pass.renewsAt ?? pass.expiresAt);
  // The card changes only once the dialog has closed.
  const { open, onOpenChange, result, confirm } = useCancelDialog(cancel, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.passes });
  });

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
          <CancelActions
            cancel={cancel}
            keepLabel="Keep membership"
            confirmLabel="Cancel membership"
            onConfirm={() => confirm(pass.id)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
