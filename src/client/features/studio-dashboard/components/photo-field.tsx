import { useEffect, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../common/media';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** The browser's first check of a chosen photo; the server checks the content again and decides. */
function photoProblem(file: File): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Photo must be a JPEG, PNG or WebP image';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'Photo must be at most 5 MB';
  return undefined;
}

interface PhotoFieldProps {
  idPrefix: string;
  /** The photo already stored, shown until another is chosen. */
  currentUrl: string | null;
  onChange: (file: File | null) => void;
  error?: string;
}

/** Choose a photo: a preview of it before saving; the upload happens with the form. */
export function PhotoField({ idPrefix, currentUrl, onChange, error: serverError }: PhotoFieldProps) {
  const id = `${idPrefix}-photo`;
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const error = problem ?? serverError;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const shown = preview ?? currentUrl;
  return (
    <FormField id={id} label="Photo (optional)" hint="JPEG, PNG or WebP, up to 5 MB." error={error}>
      <div className="flex flex-col gap-3 min-[440px]:flex-row min-[440px]:items-center min-[440px]:gap-4">
        <div className="aspect-[16/10] w-28 shrink-0 overflow-hidden rounded-card bg-line">
          {shown && <img src={shown} alt="" width={112} height={70} className="size-full object-cover" />}
        </div>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
          className={cn(
            fieldClasses,
            'min-w-0 py-2.5 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sage/10 file:px-3 file:py-1.5 file:font-medium file:text-sage',
          )}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const bad = file ? photoProblem(file) : undefined;
            setProblem(bad);
            setPreview(file && !bad ? URL.createObjectURL(file) : null);
            onChange(file && !bad ? file : null);
          }}
        />
      </div>
    </FormField>
  );
}
