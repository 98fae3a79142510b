import { type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useZodForm } from '../../../lib/use-zod-form';
import { PhotoField } from './photo-field';
import { useSaveWithPhoto } from './use-save-with-photo';

interface RecordFormDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  /** The form; it calls `close` once it has saved. */
  children: (close: () => void) => ReactNode;
}

/** The dialog around an owner's add-or-edit form (a studio, a class): opened by `trigger`, closed on save. */
export function RecordFormDialog({ trigger, title, description, children }: RecordFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="lg" title={title} description={description}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/** What every control of one owner form shares: spread it, `<TextField {...field} name="title" … />`. */
interface RecordFields<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** Prefixes each control's id, so two forms on one page never share ids. */
  idPrefix: string;
}

/** An owner form checked by `schema` as each field is left, starting from `defaultValues`. */
export function useRecordForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: I,
  idPrefix: string,
): RecordFields<I, O> {
  const form = useZodForm(schema, defaultValues as DefaultValues<I>, 'onTouched');
  return { form, idPrefix };
}

/** Where each kind of record's photo goes. */
const PHOTO_OWNER = { class: 'classes', studio: 'studios', teacher: 'teachers' } as const;

/** A saved record: named in the toast by its title (a class) or its name (a studio). */
type Saved = { id: string } & ({ title: string } | { name: string });

interface RecordFormProps<I extends FieldValues, O, S extends Saved> {
  /** What is added or edited: the form is named 'Add class' or 'Edit class', its button 'Add Class'. */
  noun: 'class' | 'studio' | 'teacher';
  /** The record being edited (its stored photo shows until another is chosen); none to add one. */
  record: { imageUrl: string | null } | undefined;
  field: RecordFields<I, O>;
  save: (values: O) => Promise<S>;
  onDone: () => void;
  /** The record's own fields. */
  children: ReactNode;
}

/**
 * An add-or-edit form: its fields, then the photo, then the submit button. Saving saves the record,
 * then uploads the chosen photo, then says so (useSaveWithPhoto).
 */
export function RecordForm<I extends FieldValues, O, S extends Saved>({
  noun,
  record,
  field: { form, idPrefix },
  save,
  onDone,
  children,
}: RecordFormProps<I, O, S>) {
  const editing = record !== undefined;
  const Noun = `${noun[0]?.toUpperCase()}${noun.slice(1)}`;
  const { setPhoto, submit } = useSaveWithPhoto({
    save,
    owner: PHOTO_OWNER[noun],
    saved: (saved) => ({
      title: `${Noun} ${editing ? 'updated' : 'added'}`,
      description: `${'title' in saved ? saved.title : saved.name} is saved.`,
    }),
    failedTitle: `Could not save the ${noun}`,
    onDone,
  });
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={`${editing ? 'Edit' : 'Add'} ${noun}`}
      className="flex flex-col gap-5"
    >
      {children}
      <PhotoField idPrefix={idPrefix} currentUrl={record?.imageUrl ?? null} onChange={setPhoto} />
      <Button type="submit" disabled={busy} className="sm:self-end">
        {busy ? 'Saving...' : editing ? 'Save changes' : `Add ${Noun}`}
      </Button>
    </form>
  );
}
