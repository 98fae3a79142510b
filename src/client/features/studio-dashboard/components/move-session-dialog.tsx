import { formatSessionDate } from '../../../../common/format';
import { clockTime, isoDate, londonTime } from '../../../../common/london-time';
import type { OwnerListedSession } from '../../../../common/schemas/owner-class';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMoveSession } from '../api/owner-classes';
import { oneOffFormSchema } from './schedule-rules';
import { SessionActionButtons, SessionActionDialog, type SessionFormProps } from './session-action-dialog';
import { futureStart, SessionTimeFields } from './session-time-fields';

/**
 * Move session: a new London date and start time (the session keeps its length), and its special
 * instructions. Everyone booked is told the new time (their calendar entries move with it), and
 * students with a paid place are told new instructions.
 */
export function MoveSessionDialog({ session, title }: { session: OwnerListedSession; title: string }) {
  return (
    <SessionActionDialog
      session={session}
      title={title}
      label="Move"
      action="Move session"
      heading="Move this session"
      forBooked={(booked) =>
        booked === 1
          ? 'The student booked on it is told the new time or instructions.'
          : `The ${booked} students booked on it are told the new time or instructions.`
      }
    >
      {(close) => <MoveForm session={session} title={title} onDone={close} />}
    </SessionActionDialog>
  );
}

function MoveForm({ session, title, onDone }: SessionFormProps<OwnerListedSession>) {
  const move = useMoveSession(session.id);
  const start = londonTime(session.startTime);
  const form = useZodForm(
    oneOffFormSchema,
    {
      date: isoDate(start),
      time: clockTime(start),
      specialInstructions: session.specialInstructions ?? '',
      meetingLink: session.meetingLink ?? '',
    },
    'onTouched',
  );
  const onSubmit = form.handleSubmit(({ date, time, specialInstructions }) => {
    const next = futureStart(form, date, time);
    if (!next) return;
    // mutateAsync: a session moved past the first few listed leaves the list, and this form with it,
    // before mutate's own callbacks would run.
    move
      .mutateAsync({ startTime: next.toISOString(), specialInstructions: specialInstructions || null })
      .then(
        () => {
          // The same time: only the instructions can have changed, so nothing "moved".
          const moved = next.getTime() !== new Date(session.startTime).getTime();
          const when = formatSessionDate(next.toISOString());
          toast({
            variant: 'success',
            title: moved ? 'Session moved' : 'Session updated',
            description: moved ? `${title}, now ${when}.` : `${title}, ${when}.`,
          });
          onDone();
        },
        failureToast('Could not move the session', 'Please try again.'),
      );
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Move session" className="flex flex-col gap-5">
      <SessionTimeFields form={form} idPrefix={`move-${session.id}`} />
      <SessionActionButtons
        keep="Keep time"
        submit="Move session"
        pending="Moving..."
        isPending={move.isPending}
      />
    </form>
  );
}
