import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
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
 * special instructions and, for an online class, the link to join. Adding a session and moving one
 * ask the same way.
 */
export function SessionTimeFields({
  form,
  idPrefix,
  online = false,
}: {
  form: SessionTimeForm;
  idPrefix: string;
  online?: boolean;
}) {
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
      {online && <MeetingLinkField {...field} />}
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

/** A web address field: the phone's URL keyboard, no autofill. */
export const LINK_INPUT = {
  type: 'url',
  inputMode: 'url',
  placeholder: 'https://',
  autoComplete: 'off',
} as const;

/**
 * The link students join an online session by. Only students with a paid place see it; they are
 * e-mailed when it is added or changed later.
 */
export function MeetingLinkField<T extends FieldValues, O extends FieldValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
}) {
  return (
    <TextField
      form={form}
      idPrefix={idPrefix}
      name={'meetingLink' as Path<T>}
      label="Meeting link (optional)"
      hint="Only students with a paid place see it. No link yet? Add it to each session later with Add link: they are e-mailed it."
      inputProps={LINK_INPUT}
    />
  );
}
