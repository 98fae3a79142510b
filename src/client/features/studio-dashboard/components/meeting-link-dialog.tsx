import { z } from 'zod';
import { formatSessionDate } from '../../../../common/format';
import type { OwnerListedSession } from '../../../../common/schemas/owner-class';
import { httpsUrl } from '../../../../common/schemas/text-fields';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMoveSession } from '../api/owner-classes';
import { TextField } from './form-controls';
import { SessionActionButtons, SessionActionDialog, type SessionFormProps } from './session-action-dialog';
import { LINK_INPUT } from './session-time-fields';

const linkFormSchema = z.object({ meetingLink: httpsUrl('Meeting link') });

/**
 * An online session's join link, added once the owner has it, changed or removed. Students with a
 * paid place are e-mailed (and see it in the bell) whenever it changes.
 */
export function MeetingLinkDialog({ session, title }: { session: OwnerListedSession; title: string }) {
  const has = session.meetingLink !== null;
  return (
    <SessionActionDialog
      session={session}
      title={title}
      label={has ? 'Change link' : 'Add link'}
      action={has ? 'Change link' : 'Add link'}
      heading={has ? 'Change the meeting link' : 'Add a meeting link'}
      forBooked={() => 'Students with a paid place are e-mailed the change.'}
    >
      {(close) => <LinkForm session={session} title={title} onDone={close} />}
    </SessionActionDialog>
  );
}

function LinkForm({ session, title, onDone }: SessionFormProps<OwnerListedSession>) {
  const save = useMoveSession(session.id);
  const form = useZodForm(linkFormSchema, { meetingLink: session.meetingLink ?? '' }, 'onTouched');
  const onSubmit = form.handleSubmit(({ meetingLink }) =>
    save.mutateAsync({ meetingLink }).then(
      () => {
        toast({
          variant: 'success',
          title: meetingLink ? 'Meeting link saved' : 'Meeting link removed',
          description: `${title}, ${formatSessionDate(session.startTime)}.`,
        });
        onDone();
      },
      failureToast('Could not save the meeting link', 'Please try again.'),
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        form={form}
        idPrefix={`link-${session.id}`}
        name="meetingLink"
        label="Meeting link"
        hint="Only students with a paid place see it. Leave it empty to remove the link."
        inputProps={LINK_INPUT}
      />
      <SessionActionButtons
        keep="Keep as it is"
        submit="Save link"
        pending="Saving..."
        isPending={save.isPending}
      />
    </form>
  );
}
