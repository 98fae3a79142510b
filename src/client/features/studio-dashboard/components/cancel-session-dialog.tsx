import { formatSessionDate } from '../../../../common/format';
import { cancelSessionInputSchema } from '../../../../common/schemas/owner-session';
import type { PublicSession } from '../../../../common/schemas/session';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useCancelSession } from '../api/owner-bookings';
import { TextField } from './form-controls';
import { useRecordForm } from './record-form-dialog';
import { SessionActionButtons, SessionActionDialog, type SessionFormProps } from './session-action-dialog';

/** Cancel session: every booking on it is cancelled too, and each student sees the reason. */
export function CancelSessionDialog({ session, title }: { session: PublicSession; title: string }) {
  return (
    <SessionActionDialog
      session={session}
      title={title}
      // "Cancel" beside Roster and Move keeps a session's actions on one line on a phone.
      label="Cancel"
      action="Cancel session"
      heading="Cancel this session?"
      forBooked={(booked) =>
        `${booked} ${booked === 1 ? 'booking is' : 'bookings are'} cancelled with it, and each student sees your reason.`
      }
    >
      {(close) => <CancelForm session={session} title={title} onDone={close} />}
    </SessionActionDialog>
  );
}

function CancelForm({ session, title, onDone }: SessionFormProps) {
  const cancel = useCancelSession(session.id);
  const when = formatSessionDate(session.startTime);
  const field = useRecordForm(cancelSessionInputSchema, { reason: '' }, `cancel-${session.id}`);
  // mutateAsync: the cancelled session leaves the list, and this dialog with it, before mutate's own
  // callbacks would run, so its toast would never show.
  const onSubmit = field.form.handleSubmit(({ reason }) =>
    cancel.mutateAsync(reason).then(
      () => {
        toast({ variant: 'success', title: 'Session cancelled', description: `${title}, ${when}.` });
        onDone();
      },
      failureToast('Could not cancel the session', 'Please try again.'),
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cancel session" className="flex flex-col gap-5">
      <TextField
        {...field}
        name="reason"
        label="Reason"
        hint="Your students see it with the cancellation."
        multiline
      />
      <SessionActionButtons
        keep="Keep session"
        submit="Cancel session"
        pending="Cancelling..."
        isPending={cancel.isPending}
        danger
      />
    </form>
  );
}
