import type { WaiverQuestion } from '../../../common/schemas/waiver';
import { cn } from '../../lib/cn';
import { FormField, fieldA11y } from '../ui/form-field';
import { Textarea } from '../ui/input';

const CHOICE_CLASSES =
  'flex cursor-pointer items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 text-base text-ink hover:border-sage/40 has-[:checked]:border-sage has-[:checked]:bg-sage/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sage';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The id of a question's control (or of its first choice), for focus and error descriptions. */
export const questionId = (formId: string, key: string) => `${formId}-q-${key}`;

/** One question as the student answers it: a yes-no or choice question as large radios, text as a box. */
export function WaiverQuestionField({
  formId,
  question,
  value,
  error,
  onChange,
}: {
  formId: string;
  question: WaiverQuestion;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = questionId(formId, question.key);
  const label = question.required ? question.label : `${question.label} (optional)`;
  if (question.kind === 'text') {
    return (
      <FormField id={id} label={label} error={error}>
        <Textarea
          {...fieldA11y(id, error)}
          rows={2}
          maxLength={1000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
    );
  }
  const options =
    question.kind === 'yes-no' ? YES_NO : (question.options ?? []).map((o) => ({ value: o, label: o }));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      <div className={cn('grid gap-2', question.kind === 'yes-no' && 'grid-cols-2 sm:max-w-xs')}>
        {options.map((option, index) => (
          <label key={option.value} className={CHOICE_CLASSES}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-sage focus-visible:outline-none"
            />
            {option.label}
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
