import { type ReactNode, useId, useState } from 'react';
import { refundInputSchema } from '../../../../../common/schemas/operator';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input, Textarea } from '../../../../components/ui/input';
import { failureToast, toast } from '../../../../components/ui/use-toast';
import { ApiError } from '../../../../lib/api-client';
import { useOperatorAction } from '../../api/operator';

/**
 * The server's refusal of the amount, to be shown at the amount field: more than is left to refund
 * (REFUND_TOO_LARGE), or an amount it could not take. Undefined for any other failure (a toast).
 */
function amountRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  if (error.code === 'REFUND_TOO_LARGE') return error.serverMessage;
  return error.code === 'VALIDATION' && /\bamount\b/.test(error.serverMessage)
    ? error.serverMessage
    : undefined;
}

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
  const [amountError, setAmountError] = useState<string>();
  const action = useOperatorAction();
  const id = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The amount is checked by the API's own rule, in its words (docs/decisions/0125); whether it is
    // more than is left is the server's to say, as another refund may have been made meanwhile.
    const amountCheck =
      amountUpTo === undefined ? undefined : refundInputSchema.shape.amount.safeParse(amount);
    const amountProblem = amountCheck?.success === false ? amountCheck.error.issues[0]?.message : undefined;
    const reasonProblem =
      reason.trim() === ''
        ? 'Reason is required'
        : reason.trim().length > 500
          ? 'Reason must be at most 500 characters'
          : undefined;
    setAmountError(amountProblem);
    setError(reasonProblem);
    if (amountProblem || reasonProblem) return;
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
        onError: (failure) => {
          const refusal = amountUpTo === undefined ? undefined : amountRefusal(failure);
          if (refusal) setAmountError(refusal);
          else failureToast(`Could not ${label.toLowerCase()}`, 'Please try again.')(failure);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A refusal answered a former attempt: the dialog opens again without it.
        if (!next) {
          setError(undefined);
          setAmountError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant={danger ? 'danger' : 'secondary'} aria-label={labelFor}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-5">
          {amountUpTo !== undefined && (
            <FormField
              id={`${id}-amount`}
              label="Amount (£)"
              hint={`At most £${amountUpTo}.`}
              error={amountError}
            >
              <Input
                id={`${id}-amount`}
                inputMode="decimal"
                value={amount}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? `${id}-amount-error` : `${id}-amount-hint`}
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
