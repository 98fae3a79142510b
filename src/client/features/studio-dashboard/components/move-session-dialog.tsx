import { useState } from 'react';
import { formatSessionDate } from '../../../../common/format';
import { clockTime, isoDate, londonTime } from '../../../../common/london-time';
import type { PublicSession } from '../../../../common/schemas/session';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMoveSession } from '../api/owner-classes';
import { oneOffFormSchema } from './schedule-rules';
import { SessionActionDialog } from './session-action-dialog';
import { futureStart, SessionTimeFields } from './session-time-fields';

/**
 * Move session: a new London date and start time (the session keeps its length), and its special
 * instructions. Everyone booked is told the new time, and their calendar entries move with it.
 */
export function MoveSessionDialog({ session, title }: { session: PublicSession; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <SessionActionDialog
      session={session}
      title={title}
      label="Move"
      action="Move session"
      heading="Move this session"
      forBooked={(booked) =>
        booked === 1
          ? 'The student booked on it is told the new time.'
          : `The ${booked} students booked on it are told the new time.`
      }
      open={open}
      onOpenChange={setOpen}
    >
      {/* Mounted while open only, so each opening starts from the session as it is now. */}
      {open && <MoveForm session={session} title={title} onDone={() => setOpen(false)} />}
    </SessionActionDialog>
  );
}

function MoveForm({ session, title, onDone }: { session: PublicSession; title: string; onDone: () => void }) {
  const move = useMoveSession(session.id);
  const start = londonTime(session.startTime);
  const form = useZodForm(
    oneOffFormSchema,
    { date: isoDate(start), time: clockTime(start), specialInstructions: session.specialInstructions ?? '' },
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
          toast({
            variant: 'success',
            title: 'Session moved',
            description: `${title}, now ${formatSessionDate(next.toISOString())}.`,
          });
          onDone();
        },
        failureToast('Could not move the session', 'Please try again.'),
      );
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Move session" className="flex flex-col gap-5">
      <SessionTimeFields form={form} idPrefix={`move-${session.id}`} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Keep time</Button>
        </DialogClose>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? 'Moving...' : 'Move session'}
        </Button>
      </div>
    </form>
  );
}
