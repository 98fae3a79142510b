import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '../../../../common/constants';
import type { ClassSummary } from '../../../../common/schemas/class';
import { createClassInputSchema } from '../../../../common/schemas/owner-class';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useSaveClass } from '../api/owner-classes';
import { SelectField, TextField } from './form-controls';
import { PhotoField } from './photo-field';
import { useSaveWithPhoto } from './use-save-with-photo';

type ClassFormInput = z.input<typeof createClassInputSchema>;
type ClassFormOutput = z.output<typeof createClassInputSchema>;

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
const DELIVERY_OPTIONS = [
  { value: 'in-person', label: 'In-Person' },
  { value: 'online', label: 'Online' },
] as const;

function initialValues(cls: ClassSummary | undefined, serviceType: string | undefined): ClassFormInput {
  return {
    title: cls?.title ?? '',
    serviceType: (cls?.serviceType ?? serviceType ?? 'yoga') as ClassFormInput['serviceType'],
    deliveryMethod: (cls?.deliveryMethod ?? 'in-person') as ClassFormInput['deliveryMethod'],
    duration: cls?.duration ?? 60,
    price: cls?.price ?? '',
    maxParticipants: cls?.maxParticipants ?? 12,
    description: cls?.description ?? '',
    difficulty: cls?.difficulty ?? '',
    requirements: cls?.requirements ?? '',
  };
}

interface ClassFormDialogProps {
  studio: { id: string; name: string; serviceTypes: string[] };
  /** Edit this class; without it the dialog adds one. */
  cls?: ClassSummary;
  trigger: ReactNode;
}

/** Add Class or Edit: what, how long, how many, the price and a photo. */
export function ClassFormDialog({ studio, cls, trigger }: ClassFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        size="lg"
        title={cls ? `Edit ${cls.title}` : `Add a class at ${studio.name}`}
        description={
          cls ? 'Changes show on the class page at once.' : 'Schedule its sessions once it is saved.'
        }
      >
        <ClassForm studio={studio} cls={cls} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClassForm({ studio, cls, onDone }: Omit<ClassFormDialogProps, 'trigger'> & { onDone: () => void }) {
  const save = useSaveClass({ studioId: studio.id, classId: cls?.id });
  const { setPhoto, submit } = useSaveWithPhoto({
    save: save.mutateAsync,
    owner: 'classes',
    saved: (saved) => ({
      title: cls ? 'Class updated' : 'Class added',
      description: `${saved.title} is saved.`,
    }),
    failedTitle: 'Could not save the class',
    onDone,
  });
  const form = useForm<ClassFormInput, unknown, ClassFormOutput>({
    resolver: zodResolver(createClassInputSchema),
    defaultValues: initialValues(cls, studio.serviceTypes[0]),
    mode: 'onTouched',
  });
  const idPrefix = cls ? `class-${cls.id}` : `new-class-${studio.id}`;

  const onSubmit = form.handleSubmit(submit);

  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={cls ? 'Edit class' : 'Add class'}
      className="flex flex-col gap-5"
    >
      <TextField form={form} idPrefix={idPrefix} name="title" label="Title" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          idPrefix={idPrefix}
          name="serviceType"
          label="Service type"
          options={SERVICE_OPTIONS}
        />
        <SelectField
          form={form}
          idPrefix={idPrefix}
          name="deliveryMethod"
          label="Format"
          options={DELIVERY_OPTIONS}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          form={form}
          idPrefix={idPrefix}
          name="duration"
          label="Duration (minutes)"
          numeric
          inputProps={{ type: 'number', min: 5, max: 480, step: 5 }}
        />
        <TextField
          form={form}
          idPrefix={idPrefix}
          name="price"
          label="Price (£)"
          inputProps={{ inputMode: 'decimal', placeholder: '18.00' }}
        />
        <TextField
          form={form}
          idPrefix={idPrefix}
          name="maxParticipants"
          label="Max participants"
          numeric
          inputProps={{ type: 'number', min: 1, max: 500, step: 1 }}
        />
      </div>
      <TextField
        form={form}
        idPrefix={idPrefix}
        name="description"
        label="Description (optional)"
        multiline
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          idPrefix={idPrefix}
          name="difficulty"
          label="Difficulty (optional)"
          inputProps={{ placeholder: 'All levels' }}
        />
        <TextField form={form} idPrefix={idPrefix} name="requirements" label="What to bring (optional)" />
      </div>
      <PhotoField idPrefix={idPrefix} currentUrl={cls?.imageUrl ?? null} onChange={setPhoto} />
      <Button type="submit" disabled={busy} className="sm:self-end">
        {busy ? 'Saving...' : cls ? 'Save changes' : 'Add Class'}
      </Button>
    </form>
  );
}
