import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { serverFieldError } from '../../../lib/server-field-error';

interface ProductFormProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** The form's name for screen readers: 'Add product' or 'Edit product'. */
  label: string;
  submitLabel: string;
  /** The fields a server refusal may name, shown under that field as the form's own checks are. */
  fields: readonly Path<I>[];
  save: (values: O) => Promise<{ name: string }>;
  saved: string;
  /** The toast's title when saving fails without naming a field. */
  failed?: string;
  onDone: () => void;
  children: ReactNode;
}

/**
 * The add and edit product forms' frame (and the add promo code form's): their fields, then the submit button. Saving says so and
 * closes the dialog; a refusal that names a field is shown under it (and focuses it), any other in a toast.
 */
export function ProductForm<I extends FieldValues, O>(props: ProductFormProps<I, O>) {
  const { form } = props;
  const submit = async (values: O) => {
    try {
      const product = await props.save(values);
      toast({ variant: 'success', title: props.saved, description: `${product.name} is saved.` });
      props.onDone();
    } catch (error) {
      const named = serverFieldError(error, props.fields);
      if (!named)
        return failureToast(props.failed ?? 'Could not save the product', 'Please try again.')(error);
      form.setError(named.field, { message: named.message });
      form.setFocus(named.field);
    }
  };
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={props.label}
      className="flex flex-col gap-5"
    >
      {props.children}
      <Button type="submit" disabled={busy} className="sm:self-end">
        {busy ? 'Saving...' : props.submitLabel}
      </Button>
    </form>
  );
}
