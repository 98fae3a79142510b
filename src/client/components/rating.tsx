import { Star } from 'lucide-react';
import { formatRating } from '../../common/format';
import { cn } from '../lib/cn';

export function Rating({
  rating,
  reviewCount,
  size = 'sm',
}: {
  rating: string;
  reviewCount?: number;
  size?: 'sm' | 'md';
}) {
  const text = size === 'sm' ? 'text-sm' : 'text-base';
  // No reviews yet is not a rating of 0.0: it says so plainly.
  if (reviewCount === 0) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-ink', text)}>
        <Star aria-hidden="true" className="size-4 text-clay" />
        <span className="font-semibold">New</span>
        <span className="sr-only">: no reviews yet</span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-ink', text)}>
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
