import { FileSignature } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Waiver } from '../../../common/schemas/waiver';
import { errorMessage, hasErrorCode } from '../../lib/api-client';
import { useSignWaiver } from '../../lib/waivers';
import { Button } from '../ui/button';
import { InputField } from '../ui/form-field';
import { questionId, WaiverQuestionField } from './waiver-questions';

/** Names compared as the server compares them: case and spacing aside. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

type Errors = Partial<Record<string, string>>;

/**
 * A studio's waiver to read and sign: its text, its health and intake questions, two separate
 * agreements (the terms; the studio reading the answers) and the student's name typed as a
 * signature. The server checks it all again; this form only says early what it would refuse.
 */
export function WaiverForm({
  waiver,
  studioName,
  accountName,
  signedBefore,
  onSigned,
  onOutdated,
}: {
  waiver: Waiver;
  studioName: string;
  /** The account's name: the signature must be it. */
  accountName: string;
  /** The version signed before, when this is a newer one. */
  signedBefore?: number;
  onSigned: () => void;
  /** The studio saved a newer version while this one was read: show that one instead. */
  onOutdated: () => void;
}) {
  const formId = useId();
  const sign = useSignWaiver(waiver.studioId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const asks = waiver.questions.length > 0;

  const check = (): Errors => {
    const found: Errors = {};
    for (const question of waiver.questions) {
      if (question.required && !answers[question.key]?.trim())
        found[question.key] = 'Answer this question to sign';
    }
    if (asks && !consent) found.consent = `Agree to ${studioName} reading your answers to sign`;
    if (!agree) found.agree = 'Tick to agree to the waiver';
    if (!fullName.trim()) found.fullName = 'Type your full name to sign';
    else if (!sameName(fullName, accountName))
      found.fullName = `Type your name as it is on your account: ${accountName}`;
    return found;
  };

  const focusFirst = (found: Errors) => {
    const first = [...waiver.questions.map((q) => q.key), 'consent', 'agree', 'fullName'].find(
      (k) => found[k],
    );
    if (!first) return;
    const id = waiver.questions.some((q) => q.key === first)
      ? questionId(formId, first)
      : `${formId}-${first}`;
    document.getElementById(id)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sign.isPending) return;
    setFailure(undefined);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    const given = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim()));
    sign.mutate(
      {
        version: waiver.version,
        fullName,
        agree: true,
        answers: given,
        ...(asks ? { healthConsent: true as const } : {}),
      },
      {
        onSuccess: onSigned,
        onError: (error) => {
          if (hasErrorCode(error, 'WAIVER_OUTDATED')) {
            setFailure(`${studioName} has just updated its waiver. Please read the new version and sign it.`);
            onOutdated();
            return;
          }
          setFailure(errorMessage(error, 'Something went wrong. Please try again.'));
        },
      },
    );
  };

  const paragraphs = waiver.body.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Before your first class</p>
        <h2 id={`${formId}-title`} className="text-2xl wrap-anywhere text-ink">
          {waiver.title}
        </h2>
        <p className="text-muted">
          {signedBefore
            ? `${studioName} has updated its waiver since you signed version ${signedBefore}. Please read and sign version ${waiver.version}.`
            : `${studioName} asks everyone to read and sign this before booking. It takes a minute, once.`}
        </p>
      </div>
      {/* The whole text, never a box that scrolls inside the page: it is what the student signs. */}
      <section
        aria-label={`${waiver.title}, version ${waiver.version}`}
        className="rounded-card border border-line bg-sand/60 p-4 text-ink/90 sm:p-5"
      >
        {paragraphs.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one version never reorder.
          <p key={index} className="mb-3 whitespace-pre-line wrap-anywhere last:mb-0">
            {text}
          </p>
        ))}
      </section>
      {asks && (
        <div className="flex flex-col gap-4">
          <h3 className="text-lg text-ink">Health and contact questions</h3>
          <p className="-mt-2 text-sm text-muted">
            So your teacher can keep you safe. Only you and {studioName} can read your answers.
          </p>
          {waiver.questions.map((question) => (
            <WaiverQuestionField
              key={question.key}
              formId={formId}
              question={question}
              value={answers[question.key] ?? ''}
              error={errors[question.key]}
              onChange={(value) => setAnswers((now) => ({ ...now, [question.key]: value }))}
            />
          ))}
          <Agreement
            id={`${formId}-consent`}
            checked={consent}
            onChange={setConsent}
            error={errors.consent}
            label={`I agree that ${studioName} may read my answers to these questions, to keep me safe in class.`}
          />
        </div>
      )}
      <Agreement
        id={`${formId}-agree`}
        checked={agree}
        onChange={setAgree}
        error={errors.agree}
        label={`I have read and agree to “${waiver.title}” (version ${waiver.version}).`}
      />
      <InputField
        id={`${formId}-fullName`}
        label="Your full name, as your signature"
        hint={`As it is on your account: ${accountName}`}
        noteId={`${formId}-fullName-hint`}
        autoComplete="name"
        value={fullName}
        error={errors.fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={sign.isPending} className="self-start">
        <FileSignature aria-hidden="true" />
        {sign.isPending ? 'Signing...' : 'Sign waiver'}
      </Button>
    </form>
  );
}

function Agreement({
  id,
  checked,
  onChange,
  error,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-base text-ink">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-sage"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
