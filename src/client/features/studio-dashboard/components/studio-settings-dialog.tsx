import { Settings } from 'lucide-react';
import { useState } from 'react';
import { type OwnerStudio, updateStudioInputSchema } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeactivateStudio, useSaveStudio } from '../api/owner-studios';
import { TextField } from './form-controls';
import { useRecordForm } from './record-form-dialog';

const settingsSchema = updateStudioInputSchema.pick({ cancellationWindowHours: true }).required();

/** Settings: the cancellation window, and deactivating the studio (it leaves the catalogue). */
export function StudioSettingsDialog({ studio }: { studio: OwnerStudio }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Settings for ${studio.name}`} className="ml-auto">
          <Settings aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent title={`Settings for ${studio.name}`}>
        <CancellationWindowForm studio={studio} onDone={() => setOpen(false)} />
        {studio.isActive && <Deactivate studio={studio} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CancellationWindowForm({ studio, onDone }: { studio: OwnerStudio; onDone: () => void }) {
  const save = useSaveStudio(studio.id);
  const field = useRecordForm(
    settingsSchema,
    { cancellationWindowHours: studio.cancellationWindowHours },
    `settings-${studio.id}`,
  );
  const onSubmit = field.form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Settings saved', description: `${studio.name} is updated.` });
        onDone();
      },
      onError: failureToast('Could not save the settings', 'Please try again.'),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cancellation window" className="flex flex-col gap-4">
      <TextField
        {...field}
        name="cancellationWindowHours"
        label="Cancellation window (hours)"
        hint="How many hours before a session starts students can still cancel it. 0 to 168."
        numeric
        inputProps={{ type: 'number', min: 0, max: 168, step: 1 }}
      />
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}

/** Deactivating is refused (409) while future sessions hold bookings; the owner may cancel those first. */
function Deactivate({ studio, onDone }: { studio: OwnerStudio; onDone: () => void }) {
  const deactivate = useDeactivateStudio(studio.id);
  const [blocked, setBlocked] = useState<string>();

  const run = (cancelSessions: boolean) =>
    deactivate.mutate(cancelSessions, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Studio deactivated',
          description: `${studio.name} no longer appears in the catalogue.`,
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setBlocked(errorMessage(error, 'This studio has upcoming sessions with bookings.'));
          return;
        }
        failureToast('Could not deactivate the studio', 'Please try again.')(error);
      },
    });

  // Once refused, the one way on is to cancel those sessions too: the button turns to a warning.
  const button = (cancelSessions: boolean, text: string) => (
    <Button
      variant={cancelSessions ? 'danger' : 'secondary'}
      size="sm"
      className="mt-4"
      disabled={deactivate.isPending}
      onClick={() => run(cancelSessions)}
    >
      {text}
    </Button>
  );

  return (
    <section aria-labelledby={`deactivate-${studio.id}`} className="mt-8 border-t border-line pt-6">
      <h3 id={`deactivate-${studio.id}`} className="text-lg text-ink">
        Deactivate studio
      </h3>
      <p className="mt-1 text-sm text-muted">
        The studio and its classes leave the catalogue. Past bookings stay in your records.
      </p>
      {blocked ? (
        <div role="alert" className="mt-4 rounded-card bg-danger/5 p-4 text-sm text-ink">
          <p>{blocked}</p>
          <p className="mt-2 text-muted">
            You can cancel those sessions: every student booked on them is told the studio cancelled.
          </p>
          {button(true, 'Cancel those sessions and deactivate')}
        </div>
      ) : (
        button(false, `Deactivate ${studio.name}`)
      )}
    </section>
  );
}
