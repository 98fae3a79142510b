import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a zod schema: its fields are the schema's input, a submit gets the parsed output.
 * `mode` says when a field is checked before submitting ('onTouched': once it has been left); without
 * it, react-hook-form's default (on submit, then as the field changes) applies.
 *
 * `field(name)` is what an InputField (or EmailField, PasswordField) takes from the form: spread it,
 * `<InputField id="…" label="…" {...field('name')} />`, for the registration and the error to show.
 */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
  mode?: UseFormProps<I>['mode'],
) {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues,
    ...(mode && { mode }),
  });
  const field = (name: Path<I>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  return { ...form, field };
}
