import type { ReactNode } from 'react';
import { formatSessionDate } from '../../../../common/format';
import type { PublicSession } from '../../../../common/schemas/session';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';

interface SessionActionDialogProps {
  session: PublicSession;
  /** The class's title. */
  title: string;
  /** The row's button ("Move"); its accessible name names the session: "Move session Tue 24 Nov, 18:30". */
  label: string;
  action: string;
  heading: string;
  /** What happens to the students booked on it, when there are some. */
  forBooked: (booked: number) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A session row's action (Move, Cancel) in a dialog that says which session and who it affects. */
export function SessionActionDialog(props: SessionActionDialogProps) {
  const when = formatSessionDate(props.session.startTime);
  const booked = props.session.currentParticipants;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${props.action} ${when}`}>
          {props.label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={props.heading}
        description={`${props.title}, ${when}. ${booked > 0 ? props.forBooked(booked) : 'Nobody has booked it yet.'}`}
      >
        {props.children}
      </DialogContent>
    </Dialog>
  );
}
