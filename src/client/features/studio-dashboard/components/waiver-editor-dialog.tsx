import { FileSignature } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatLondonDate } from '../../../../common/format';
import type { OwnerStudio } from '../../../../common/schemas/owner-studio';
import {
  DEFAULT_WAIVER_QUESTIONS,
  type Waiver,
  type WaiverQuestion,
} from '../../../../common/schemas/waiver';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { FormField, fieldA11y, InputField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useStudioWaiver } from '../../../lib/waivers';
import { useSaveWaiver } from '../api/owner-waiver';
import { WaiverQuestionsEditor } from './waiver-questions-editor';

/** A first draft for a studio that has none: the owner makes it theirs before saving. */
const STARTING_TITLE = 'Liability waiver';
const startingBody = (studio: string) =>
  [
    `I am taking part in classes at ${studio} of my own free will, and I understand that physical and mindful practice carries some risk of injury.`,
    'I will tell my teacher before class about any injury, condition or pregnancy, and I will rest or stop whenever I need to. I will follow my teacher’s guidance and work within my own limits.',
    `I confirm that the answers I give below are true, and I will tell ${studio} if they change.`,
  ].join('\n\n');

/**
 * Waiver: the text students sign before their first booking at the studio, and its health and intake
 * questions (issue 66). Saving makes a new version; students sign it again at their next booking,
 * and places already booked stay booked.
 */
export function WaiverEditorDialog({ studio }: { studio: Pick<OwnerStudio, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const current = useStudioWaiver(studio.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Waiver for ${studio.name}`}>
          <FileSignature aria-hidden="true" /> <span className="hidden sm:inline">Waiver</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Waiver for ${studio.name}`}
        size="lg"
        description={
          <p>
            Students read and sign this before their first booking here. Each save is a new version, which
            everyone signs again at their next booking.
          </p>
        }
      >
        {current.isPending ? (
          <Skeleton shape="card" className="h-60" />
        ) : current.isError ? (
          <p role="alert" className="text-sm text-danger">
            Failed to fetch the waiver.{' '}
            <button type="button" className="font-medium underline" onClick={() => current.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <WaiverEditor
            key={current.data?.version ?? 0}
            studio={studio}
            current={current.data}
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function WaiverEditor({
  studio,
  current,
  onDone,
}: {
  studio: Pick<OwnerStudio, 'id' | 'name'>;
  current: Waiver | null;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveWaiver(studio.id);
  const [title, setTitle] = useState(current?.title ?? STARTING_TITLE);
  const [body, setBody] = useState(current?.body ?? startingBody(studio.name));
  const [questions, setQuestions] = useState<WaiverQuestion[]>(
    current?.questions ?? DEFAULT_WAIVER_QUESTIONS.map((q) => ({ ...q })),
  );
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = {
      title: title.trim() ? undefined : 'Give the waiver a title, for example “Liability waiver”',
      body: body.trim() ? undefined : 'Write the text students agree to',
    };
    setErrors(found);
    if (found.title) return document.getElementById(`${id}-title`)?.focus();
    if (found.body) return document.getElementById(`${id}-body`)?.focus();
    save.mutate(
      { title: title.trim(), body: body.trim(), questions },
      {
        onSuccess: ({ version }) => {
          toast({
            variant: 'success',
            title: `Waiver saved: version ${version}`,
            description: 'Students sign it at their next booking.',
          });
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Waiver" className="flex flex-col gap-5">
      {current && (
        <p className="text-sm text-muted" data-testid="waiver-version">
          Version {current.version}, saved {formatLondonDate(current.createdAt)}.
        </p>
      )}
      <InputField
        id={`${id}-title`}
        label="Title"
        value={title}
        maxLength={120}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FormField
        id={`${id}-body`}
        label="Text students agree to"
        hint="Plain text. Leave a blank line between paragraphs."
        error={errors.body}
      >
        <Textarea
          {...fieldA11y(`${id}-body`, errors.body, `${id}-body-hint`)}
          rows={9}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <WaiverQuestionsEditor questions={questions} onChange={setQuestions} />
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(save.error, 'The waiver was not saved. Please try again.')}
        </p>
      )}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : current ? 'Save as a new version' : 'Save waiver'}
      </Button>
    </form>
  );
}
