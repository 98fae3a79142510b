import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input, Textarea } from '../../../../components/ui/input';
import { failureToast, toast } from '../../../../components/ui/use-toast';
import { useOperatorAction } from '../../api/operator';

interface ReasonDialogProps {
  /** The button that opens it. */
  label: string;
  /** Its accessible name, when the label alone would not say on what (one button per row). */
  labelFor?: string;
  title: string;
  description: ReactNode;
  /** Under /api/operator/, e.g. `reviews/<id>/hide`. */
  path: string;
  done: string;
  /** Asks for an amount too (a refund), at most this much. */
  amountUpTo?: string;
  danger?: boolean;
}

/** An operator action that needs a reason (1-500 characters): a button, then a dialog asking why. */
export function ReasonDialog({
  label,
  labelFor,
  title,
  description,
  path,
  done,
  amountUpTo,
  danger,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(amountUpTo ?? '');
  const [error, setError] = useState<string>();
  const action = useOperatorAction();
  const id = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError('Reason is required');
    if (reason.trim().length > 500) return setError('Reason must be at most 500 characters');
    setError(undefined);
    const body: { reason: string; amount?: string } =
      amountUpTo === undefined ? { reason } : { reason, amount };
    action.mutate(
      { path, body },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: done });
          setOpen(false);
          setReason('');
        },
        onError: failureToast(`Could not ${label.toLowerCase()}`, 'Please try again.'),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={danger ? 'danger' : 'secondary'} aria-label={labelFor}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-5">
          {amountUpTo !== undefined && (
            <FormField id={`${id}-amount`} label="Amount (£)" hint={`At most £${amountUpTo}.`}>
              <Input
                id={`${id}-amount`}
                inputMode="decimal"
                value={amount}
                aria-describedby={`${id}-amount-hint`}
                onChange={(e) => setAmount(e.target.value)}
              />
            </FormField>
          )}
          <FormField id={`${id}-reason`} label="Reason" error={error} hint="Kept in the audit log.">
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error` : `${id}-reason-hint`}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Keep as it is</Button>
            </DialogClose>
            <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={action.isPending}>
              {action.isPending ? 'Saving…' : label}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
