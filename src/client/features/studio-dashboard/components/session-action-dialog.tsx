import { type ReactNode, useState } from 'react';
import { formatSessionDate } from '../../../../common/format';
import type { PublicSession } from '../../../../common/schemas/session';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';

/** What a session action's form is given: the session, its class's title, and how to close the dialog. */
export interface SessionFormProps<S extends PublicSession = PublicSession> {
  session: S;
  title: string;
  onDone: () => void;
}

interface SessionActionDialogProps {
  session: PublicSession;
  /** The class's title. */
  title: string;
  /** The row's button ("Move"); its accessible name, `action` and the session: "Move session Tue 24 Nov, 18:30". */
  label: string;
  action: string;
  heading: string;
  /** What happens to the students booked on it, when there are some. */
  forBooked: (booked: number) => string;
  /**
   * The dialog's form, given the way to close the dialog once done. It is mounted while the dialog is
   * open only, so each opening starts from the session as it is now.
   */
  children: (close: () => void) => ReactNode;
}

/** A session row's action (Move, Add link, Cancel) in a dialog that says which session and who it affects. */
export function SessionActionDialog(props: SessionActionDialogProps) {
  const [open, setOpen] = useState(false);
  const when = formatSessionDate(props.session.startTime);
  const booked = props.session.currentParticipants;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${props.action} ${when}`}>
          {props.label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={props.heading}
        description={`${props.title}, ${when}. ${booked > 0 ? props.forBooked(booked) : 'Nobody has booked it yet.'}`}
      >
        {open && props.children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's two answers: leave things as they are (closes it), or do it (submits its form). */
export function SessionActionButtons(props: {
  keep: string;
  submit: string;
  /** The submit button's text while the request is out ("Moving..."). */
  pending: string;
  isPending: boolean;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{props.keep}</Button>
      </DialogClose>
      <Button type="submit" variant={props.danger ? 'danger' : undefined} disabled={props.isPending}>
        {props.isPending ? props.pending : props.submit}
      </Button>
    </div>
  );
}
