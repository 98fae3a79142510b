import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a zod schema: its fields are the schema's input, a submit gets the parsed output.
 * `mode` says when a field is checked before submitting ('onTouched': once it has been left); without
 * it, react-hook-form's default (on submit, then as the field changes) applies.
 */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
  mode?: UseFormProps<I>['mode'],
) {
  return useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues, ...(mode && { mode }) });
}
