import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the control and announced through aria-describedby on it. */
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A label, a control and its error. The control itself sets aria-invalid/aria-describedby with these ids. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Accessibility props for a control inside a FormField: its error describes it, or while it has none,
 * the element `noteId` names (a rule or hint shown beside it).
 */
export function fieldA11y(id: string, error: string | undefined, noteId?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : noteId,
  } as const;
}

type InputFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<typeof Input>, 'id'> & {
    /** The id of a rule shown outside the field, which describes it while there is no error. */
    noteId?: string;
  };

/**
 * The usual field: a FormField around one Input that carries its accessibility props.
 */
export function InputField({ id, label, error, hint, noteId, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...fieldA11y(id, error, noteId)} {...input} />
    </FormField>
  );
}

/** The e-mail field of every form: labelled Email, typed and filled in as an address, required. */
export function EmailField(props: Omit<InputFieldProps, 'label'>) {
  return <InputField label="Email" type="email" autoComplete="email" required {...props} />;
}

/** A required password field; `current` for signing in, otherwise the browser may suggest a new password. */
export function PasswordField({ current = false, ...props }: InputFieldProps & { current?: boolean }) {
  return (
    <InputField
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      required
      {...props}
    />
  );
}
