import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DEFAULT_WAIVER_QUESTIONS,
  type WaiverQuestion,
  type WaiverQuestionKind,
} from '../../../../common/schemas/waiver';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';

const KINDS: Record<WaiverQuestionKind, string> = {
  'yes-no': 'Yes or no',
  text: 'Written answer',
  choice: 'One of a few choices',
};

/** A question's key from its words: the answer's name in every signature, so unique and lasting. */
function keyFor(label: string, taken: WaiverQuestion[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'question';
  let key = base;
  for (let n = 2; taken.some((q) => q.key === key); n++) key = `${base}-${n}`;
  return key;
}

/**
 * The health and intake questions of a waiver: the four suggested ones a click away, the owner's
 * own, and for each whether it must be answered and whether an answer warns the teacher on the roster.
 */
export function WaiverQuestionsEditor({
  questions,
  onChange,
}: {
  questions: WaiverQuestion[];
  onChange: (questions: WaiverQuestion[]) => void;
}) {
  const id = useId();
  const suggested = DEFAULT_WAIVER_QUESTIONS.filter((d) => !questions.some((q) => q.key === d.key));
  const update = (key: string, change: Partial<WaiverQuestion>) =>
    onChange(questions.map((q) => (q.key === key ? { ...q, ...change } : q)));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg text-ink">Health and intake questions</legend>
      <p className="-mt-2 text-sm text-muted">
        Students answer these when they sign. Answers are private: only you and the student can read them.
      </p>
      {questions.length === 0 && (
        <p className="text-sm text-muted">No questions: students only sign the text.</p>
      )}
      <ul className="flex flex-col gap-3">
        {questions.map((question) => (
          <li
            key={question.key}
            className="flex flex-col gap-3 rounded-card border border-line p-4"
            data-testid="waiver-question"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere text-ink">{question.label}</p>
                <p className="text-sm text-muted">
                  {KINDS[question.kind]}
                  {question.options && `: ${question.options.join(', ')}`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove the question “${question.label}”`}
                onClick={() => onChange(questions.filter((q) => q.key !== question.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <Toggle
                id={`${id}-${question.key}-required`}
                label="Must be answered"
                checked={question.required}
                onChange={(required) => update(question.key, { required })}
              />
              <Toggle
                id={`${id}-${question.key}-flag`}
                label="Warn the teacher on the roster"
                checked={question.flag}
                onChange={(flag) => update(question.key, { flag })}
              />
            </div>
          </li>
        ))}
      </ul>
      {suggested.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Suggested questions</p>
          <div className="flex flex-wrap gap-2">
            {suggested.map((question) => (
              <Button
                key={question.key}
                variant="secondary"
                size="sm"
                onClick={() => onChange([...questions, question])}
              >
                <Plus aria-hidden="true" /> {question.label}
              </Button>
            ))}
          </div>
        </div>
      )}
      <OwnQuestion taken={questions} onAdd={(question) => onChange([...questions, question])} />
    </fieldset>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** The owner's own question: its words, its kind, and a choice's options. */
function OwnQuestion({
  taken,
  onAdd,
}: {
  taken: WaiverQuestion[];
  onAdd: (question: WaiverQuestion) => void;
}) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<WaiverQuestionKind>('yes-no');
  const [options, setOptions] = useState('');
  const [error, setError] = useState<{ label?: string; options?: string }>({});
  const add = () => {
    const choices = options
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    const found = {
      label: label.trim() ? undefined : 'Write the question, for example “Is this your first yoga class?”',
      options:
        kind === 'choice' && choices.length < 2
          ? 'Give at least two choices, separated by commas'
          : undefined,
    };
    setError(found);
    if (found.label || found.options) return;
    onAdd({
      key: keyFor(label, taken),
      label: label.trim(),
      kind,
      ...(kind === 'choice' ? { options: choices } : {}),
      required: false,
      flag: false,
    });
    setLabel('');
    setOptions('');
  };
  return (
    <div className="flex flex-col gap-3 rounded-card bg-sand/60 p-4">
      <p className="text-sm font-medium text-ink">Your own question</p>
      <InputField
        id={`${id}-label`}
        label="Question"
        value={label}
        error={error.label}
        maxLength={200}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-kind`}>Answer</Label>
        <Select id={`${id}-kind`} value={kind} options={KINDS} onValueChange={setKind} />
      </div>
      {kind === 'choice' && (
        <InputField
          id={`${id}-options`}
          label="Choices, separated by commas"
          value={options}
          error={error.options}
          onChange={(event) => setOptions(event.target.value)}
        />
      )}
      <Button variant="secondary" size="sm" className="self-start" onClick={add}>
        <Plus aria-hidden="true" /> Add question
      </Button>
    </div>
  );
}
