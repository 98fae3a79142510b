import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

interface ControlProps<T extends FieldValues, O extends FieldValues = T> {
  form: Pick<UseFormReturn<T, unknown, O>, 'register' | 'formState' | 'control'>;
  name: Path<T>;
  /** Prefixes the control's id, so two forms on one page never share ids. */
  idPrefix: string;
  label: string;
  hint?: string;
  className?: string;
}

function useControl<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  idPrefix,
}: ControlProps<T, O>) {
  const id = `${idPrefix}-${name.replace(/\./g, '-')}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { id, error, a11y: fieldA11y(id, error) };
}

/** One labelled field of an owner form: the control, its hint and its inline error (studio and class forms). */
export function TextField<T extends FieldValues, O extends FieldValues = T>({
  multiline = false,
  numeric = false,
  inputProps,
  ...props
}: ControlProps<T, O> & {
  multiline?: boolean;
  /** Registers the value as a number (NaN when empty, which the schema names as "must be a number"). */
  numeric?: boolean;
  inputProps?: ComponentProps<'input'>;
}) {
  const { id, error, a11y } = useControl(props);
  const registration = props.form.register(props.name, numeric ? { valueAsNumber: true } : undefined);
  const describedBy = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={props.className}>
      <FormField id={id} label={props.label} hint={props.hint} error={error}>
        {multiline ? (
          <Textarea {...registration} {...a11y} aria-describedby={describedBy || undefined} rows={4} />
        ) : (
          <Input
            {...inputProps}
            {...registration}
            {...a11y}
            aria-describedby={describedBy || undefined}
            inputMode={numeric ? 'numeric' : inputProps?.inputMode}
          />
        )}
      </FormField>
    </div>
  );
}

/** A native select: keyboard and screen readers know it, and a phone shows its own picker. */
export function SelectField<T extends FieldValues, O extends FieldValues = T>({
  options,
  ...props
}: ControlProps<T, O> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { id, error, a11y } = useControl(props);
  return (
    <div className={props.className}>
      <FormField id={id} label={props.label} hint={props.hint} error={error}>
        <select {...props.form.register(props.name)} {...a11y} className={cn(fieldClasses, 'h-12')}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}

/** Several checkboxes writing one array field (service types, weekdays), in a fieldset with a legend. */
export function CheckboxGroup<T extends FieldValues, O extends FieldValues = T>({
  options,
  ...props
}: ControlProps<T, O> & { options: ReadonlyArray<{ value: string; label: ReactNode; name?: string }> }) {
  const { id, error } = useControl(props);
  // Controlled: the group's value is one array, and each box shows whether its value is in it.
  const { field } = useController({ name: props.name, control: props.form.control });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      className={cn('flex flex-col gap-1.5', props.className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{props.label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink transition-colors has-[:checked]:border-sage has-[:checked]:bg-sage/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sage"
          >
            <input
              type="checkbox"
              value={o.value}
              aria-label={o.name}
              className="size-4 accent-sage focus-visible:outline-none"
              name={field.name}
              checked={chosen.includes(o.value)}
              onChange={(event) => toggle(o.value, event.target.checked)}
              onBlur={field.onBlur}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
