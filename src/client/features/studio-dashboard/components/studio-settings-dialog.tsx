import { Settings } from 'lucide-react';
import { useState } from 'react';
import { type OwnerStudio, updateStudioInputSchema } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useSaveStudio, useWithdraw } from '../api/owner-studios';
import { TextField } from './form-controls';
import { useRecordForm } from './record-form-dialog';
import { WithdrawSection } from './withdraw-section';

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
  const deactivate = useWithdraw('studios', studio.id);
  return (
    <WithdrawSection
      id={studio.id}
      heading="Deactivate studio"
      explanation="The studio and its classes leave the catalogue. Past bookings stay in your records."
      action={`Deactivate ${studio.name}`}
      cancelAction="Cancel those sessions and deactivate"
      blockedText="Some upcoming sessions at this studio have bookings, so it cannot be deactivated yet."
      cancelWarning="You can cancel those sessions: every student booked on them is told the studio cancelled."
      done={{
        title: 'Studio deactivated',
        description: `${studio.name} no longer appears in the catalogue.`,
      }}
      failure="Could not deactivate the studio"
      withdraw={deactivate.mutateAsync}
      pending={deactivate.isPending}
      onDone={onDone}
    />
  );
}
