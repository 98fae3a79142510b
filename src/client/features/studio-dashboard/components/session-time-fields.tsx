import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from './form-controls';
import { londonInstant, type oneOffFormSchema } from './schedule-rules';

type SessionTimeForm = UseFormReturn<
  z.input<typeof oneOffFormSchema>,
  unknown,
  z.output<typeof oneOffFormSchema>
>;

/**
 * When one session starts, as an owner picks it: a London date and wall-clock time, then any
 * special instructions. Adding a session and moving one ask the same way.
 */
export function SessionTimeFields({ form, idPrefix }: { form: SessionTimeForm; idPrefix: string }) {
  const field = { form, idPrefix };
  return (
    <>
      <div className="grid gap-5 min-[420px]:grid-cols-2">
        <TextField {...field} name="date" label="Date" inputProps={{ type: 'date' }} />
        <TextField
          {...field}
          name="time"
          label="Start time (London)"
          inputProps={{ type: 'time', step: 300 }}
        />
      </div>
      <TextField {...field} name="specialInstructions" label="Special instructions (optional)" multiline />
    </>
  );
}

/** The instant the form's date and time stand for, or undefined (with the date marked) when it has passed. */
export function futureStart(form: SessionTimeForm, date: string, time: string): Date | undefined {
  const start = londonInstant(date, time);
  if (!start || start.getTime() <= Date.now()) {
    form.setError('date', { message: 'The session must start in the future' });
    return undefined;
  }
  return start;
}
