import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { hasErrorCode } from '../../../lib/api-client';
import { useWithdraw } from '../api/owner-studios';

/** What the section says for a studio (deactivate) and a class (archive), named `name`. */
const TEXTS = {
  studios: (name: string) => ({
    heading: 'Deactivate studio',
    explanation: 'The studio and its classes leave the catalogue. Past bookings stay in your records.',
    action: `Deactivate ${name}`,
    blocked: 'Some upcoming sessions at this studio have bookings, so it cannot be deactivated yet.',
    cancelWarning:
      'You can cancel those sessions: every student booked on them is told the studio cancelled.',
    cancelAction: 'Cancel those sessions and deactivate',
    done: { title: 'Studio deactivated', description: `${name} no longer appears in the catalogue.` },
    failure: 'Could not deactivate the studio',
  }),
  classes: (name: string) => ({
    heading: 'Archive class',
    explanation:
      'The class leaves the catalogue and takes no more bookings. Past bookings stay in your records.',
    action: `Archive ${name}`,
    blocked: 'Some upcoming sessions of this class have bookings, so it cannot be archived yet.',
    cancelWarning:
      'You can cancel those sessions: every student booked on them is told the class has been withdrawn.',
    cancelAction: 'Cancel those sessions and archive',
    done: { title: 'Class archived', description: `${name} no longer appears in the catalogue.` },
    failure: 'Could not archive the class',
  }),
};

interface WithdrawSectionProps {
  kind: keyof typeof TEXTS;
  id: string;
  name: string;
  onDone: () => void;
}

/**
 * Taking a studio or class out of the catalogue (DELETE /api/studios/:id, /api/classes/:id). The
 * server refuses (409) while future sessions hold bookings; the owner then sees why and may cancel
 * those sessions too, every student told.
 */
export function WithdrawSection({ kind, id, name, onDone }: WithdrawSectionProps) {
  const withdraw = useWithdraw(kind, id);
  const [blocked, setBlocked] = useState(false);
  const text = TEXTS[kind](name);
  // mutateAsync, not mutate's callbacks: an archived class leaves the list as the owner's data is
  // read again, and takes this section with it before mutate would call back.
  const run = (cancelSessions: boolean) =>
    withdraw.mutateAsync(cancelSessions).then(
      () => {
        toast({ variant: 'success', ...text.done });
        onDone();
      },
      (error: unknown) => {
        // The API's own message names its query parameter; the owner gets the same fact in words.
        if (hasErrorCode(error, 'HAS_BOOKED_SESSIONS')) return setBlocked(true);
        failureToast(text.failure, 'Please try again.')(error);
      },
    );

  // Once refused, the one way on is to cancel those sessions too: the button turns to a warning.
  const button = (cancelSessions: boolean, label: string) => (
    <Button
      variant={cancelSessions ? 'danger' : 'secondary'}
      size="sm"
      className="mt-4"
      disabled={withdraw.isPending}
      onClick={() => void run(cancelSessions)}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby={`withdraw-${id}`} className="mt-8 border-t border-line pt-6">
      <h3 id={`withdraw-${id}`} className="text-lg text-ink">
        {text.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{text.explanation}</p>
      {blocked ? (
        <div role="alert" className="mt-4 rounded-card bg-danger/5 p-4 text-sm text-ink">
          <p>{text.blocked}</p>
          <p className="mt-2 text-muted">{text.cancelWarning}</p>
          {button(true, text.cancelAction)}
        </div>
      ) : (
        button(false, text.action)
      )}
    </section>
  );
}
