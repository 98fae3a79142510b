import { Settings } from 'lucide-react';
import { useState } from 'react';
import { type OwnerStudio, updateStudioInputSchema } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useSaveStudio } from '../api/owner-studios';
import { TextField } from './form-controls';
import { ReactivateSection } from './reactivate-section';
import { useRecordForm } from './record-form-dialog';
import { WithdrawSection } from './withdraw-section';

const settingsSchema = updateStudioInputSchema.pick({ cancellationWindowHours: true }).required();

/** Settings: the cancellation window, and deactivating the studio (it leaves the catalogue) or reactivating it. */
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
        {studio.isActive ? (
          <WithdrawSection kind="studios" id={studio.id} name={studio.name} onDone={() => setOpen(false)} />
        ) : (
          <ReactivateSection id={studio.id} name={studio.name} onDone={() => setOpen(false)} />
        )}
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
