import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

interface StarRatingInputProps {
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
  legend?: string;
}

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys move between stars, and a screen
 * reader hears "3 stars, Good, 3 of 5". The stars up to the chosen one are filled.
 */
export function StarRatingInput({ value, onChange, error, legend = 'Your rating' }: StarRatingInputProps) {
  const name = useId();
  const shown = value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="group relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sage"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                star <= shown ? 'fill-clay text-clay' : 'text-muted/50 group-hover:text-clay',
              )}
            />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}, {WORDS[star]}
            </span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted">
          {shown ? WORDS[shown] : ''}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
