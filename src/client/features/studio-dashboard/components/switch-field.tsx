import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

interface SwitchFieldProps<T extends FieldValues, O> {
  form: Pick<UseFormReturn<T, unknown, O>, 'control'>;
  name: Path<T>;
  idPrefix: string;
  label: string;
  /** What on and off mean, read out with the switch. */
  hint: string;
}

/** A yes-or-no field of an owner form (unlimited classes, on sale): a labelled switch with its hint. */
export function SwitchField<T extends FieldValues, O>({
  form,
  name,
  idPrefix,
  label,
  hint,
}: SwitchFieldProps<T, O>) {
  const { field } = useController({ name, control: form.control });
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex items-center justify-between gap-4 rounded-card border border-line p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        ref={field.ref}
        checked={field.value === true}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
