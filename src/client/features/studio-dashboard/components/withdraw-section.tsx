import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';

interface WithdrawSectionProps {
  /** Ids the section's heading from this. */
  id: string;
  /** "Deactivate studio", "Archive class". */
  heading: string;
  /** What happens, in a sentence or two. */
  explanation: string;
  /** The first button: "Deactivate Quiet Room". */
  action: string;
  /** The button once refused: "Cancel those sessions and deactivate". */
  cancelAction: string;
  /** Why it was refused: "Some upcoming sessions of this class have bookings." */
  blockedText: string;
  /** What each booked student is told, said before they are. */
  cancelWarning: string;
  /** The toast once done. */
  done: { title: string; description: string };
  /** "Could not deactivate the studio". */
  failure: string;
  /** The DELETE; `cancelSessions` also cancels the future sessions that hold bookings. */
  withdraw: (cancelSessions: boolean) => Promise<unknown>;
  pending: boolean;
  onDone: () => void;
}

/**
 * Taking a studio or class out of the catalogue. The server refuses (409) while future sessions hold
 * bookings; the owner then sees why and may cancel those sessions too, every student told.
 */
export function WithdrawSection(props: WithdrawSectionProps) {
  const [blocked, setBlocked] = useState(false);
  const run = (cancelSessions: boolean) =>
    props.withdraw(cancelSessions).then(
      () => {
        toast({ variant: 'success', ...props.done });
        props.onDone();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          // The API's own message speaks of its query parameter; the owner gets the same fact in words.
          setBlocked(true);
          return;
        }
        failureToast(props.failure, 'Please try again.')(error);
      },
    );

  // Once refused, the one way on is to cancel those sessions too: the button turns to a warning.
  const button = (cancelSessions: boolean, text: string) => (
    <Button
      variant={cancelSessions ? 'danger' : 'secondary'}
      size="sm"
      className="mt-4"
      disabled={props.pending}
      onClick={() => void run(cancelSessions)}
    >
      {text}
    </Button>
  );

  return (
    <section aria-labelledby={`withdraw-${props.id}`} className="mt-8 border-t border-line pt-6">
      <h3 id={`withdraw-${props.id}`} className="text-lg text-ink">
        {props.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{props.explanation}</p>
      {blocked ? (
        <div role="alert" className="mt-4 rounded-card bg-danger/5 p-4 text-sm text-ink">
          <p>{props.blockedText}</p>
          <p className="mt-2 text-muted">{props.cancelWarning}</p>
          {button(true, props.cancelAction)}
        </div>
      ) : (
        button(false, props.action)
      )}
    </section>
  );
}
