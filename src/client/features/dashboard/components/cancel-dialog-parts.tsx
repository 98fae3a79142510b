import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';

export const DEMO_NOTE = 'Payment is a demo: no money moves.';

/**
 * The state of a student's "Cancel …" dialog, shared by bookings and memberships: it asks first, then
 * shows the server's answer in place. What the cancellation changed is refreshed only once the dialog
 * closes, so the answer stays readable until the student is done with it.
 */
export function useCancelDialog<Answer>(
  cancel: UseMutationResult<Answer, Error, string>,
  onClosedAfterAnswer: () => void,
) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<Answer>();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    cancel.reset();
    if (result !== undefined) {
      onClosedAfterAnswer();
      setResult(undefined);
    }
  };
  const confirm = (id: string) => cancel.mutate(id, { onSuccess: setResult });
  return { open, onOpenChange, result, confirm };
}

/** The question's footer: the server's refusal, if any, then "Keep …" and the danger button. */
export function CancelActions({
  cancel,
  keepLabel,
  confirmLabel,
  onConfirm,
}: {
  cancel: UseMutationResult<unknown, Error, string>;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <>
      {cancel.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(cancel.error, 'Something went wrong. Please try again.')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{keepLabel}</Button>
        </DialogClose>
        <Button variant="danger" disabled={cancel.isPending} onClick={onConfirm}>
          {cancel.isPending ? 'Cancelling...' : confirmLabel}
        </Button>
      </div>
    </>
  );
}
