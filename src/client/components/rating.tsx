import { Star } from 'lucide-react';
import { formatRating } from '../../common/format';
import { cn } from '../lib/cn';

export function Rating({
  rating,
  reviewCount,
  size = 'sm',
  label,
}: {
  rating: string;
  reviewCount?: number;
  size?: 'sm' | 'md';
  /** Whose rating it is, where the page could be read as another's (e.g. "Studio rating"). */
  label?: string;
}) {
  const text = size === 'sm' ? 'text-sm' : 'text-base';
  const whose = label && <span className="text-muted">{label}</span>;
  // No reviews yet is not a rating of 0.0: it says so plainly.
  if (reviewCount === 0) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-ink', text)}>
        {whose}
        <Star aria-hidden="true" className="size-4 text-clay" />
        <span className="font-semibold">New</span>
        <span className="sr-only">: no reviews yet</span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-ink', text)}>
      {whose}
      <Star aria-hidden="true" className="size-4 fill-clay text-clay" />
      <span className="font-semibold">{formatRating(rating)}</span>
      <span className="sr-only">out of 5</span>
      {reviewCount !== undefined && (
        <span className="text-muted">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </span>
  );
}
