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

/** Accessibility props for a control inside a FormField. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

type InputFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<typeof Input>, 'id'>;

/**
 * The usual field: a FormField around one Input that carries its accessibility props. A prop given
 * here (an aria-describedby pointing at a rule below the field) wins over them.
 */
export function InputField({ id, label, error, hint, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...fieldA11y(id, error)} {...input} />
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
