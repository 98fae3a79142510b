import { useInfiniteQuery } from '@tanstack/react-query';
import { BadgeCheck, Flag, MessageSquareText, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatMonth, formatRating } from '../../../common/format';
import type { PublicReview, RatingSummary } from '../../../common/schemas/review';
import { useAuth } from '../../lib/auth';
import { type ReviewsOf, reviewPagesQuery } from '../../lib/review-queries';
import { FetchError } from '../fetch-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

// Its own chunk, fetched when a signed-in person presses "Report": the dialog, its form and its
// validation stay off the class and studio pages everyone else loads.
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((module) => ({ default: module.ReportReviewDialog })),
);

function ReportReview({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 self-start text-muted"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" /> Report<span className="sr-only"> {reviewerName}’s review</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reviewId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'size-4 fill-clay text-clay' : 'size-4 text-muted/40'}
        />
      ))}
    </span>
  );
}

function ReviewItem({ review, canReport }: { review: PublicReview; canReport: boolean }) {
  return (
    <article className="flex flex-col gap-2 border-b border-line py-5 last:border-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold text-ink">{review.reviewerName}</span>
        {review.verifiedAttendee && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
            <BadgeCheck aria-hidden="true" className="size-4" /> Verified attendee
          </span>
        )}
      </div>
      <p className="text-sm text-muted">
        {review.class ? `${review.class.title} · ` : ''}
        <time dateTime={review.month}>{formatMonth(review.month)}</time>
        {review.edited ? ' · edited' : ''}
      </p>
      {review.comment && <p className="whitespace-pre-line text-ink/90">{review.comment}</p>}
      {canReport && <ReportReview reviewId={review.id} reviewerName={review.reviewerName} />}
    </article>
  );
}

interface ReviewListProps {
  /** The class or studio whose reviews these are. */
  of: ReviewsOf;
  /** The aggregate the page already has (a studio's rating), shown before the first page arrives. */
  initial?: RatingSummary;
  /** Whose reviews these are: "this studio", "this class". */
  subject: string;
  className?: string;
}

function Summary({ summary, subject }: { summary: RatingSummary; subject: string }) {
  const { rating, reviewCount } = summary;
  if (reviewCount === 0) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-sage" />
        No reviews of {subject} yet. Reviews come from people who booked and took part.
      </p>
    );
  }
  return (
    <p className="text-ink" data-testid="rating-explained">
      <span className="font-display text-3xl">{formatRating(rating)}</span>
      <span className="text-muted"> out of 5 for {subject}. </span>
      <span className="text-muted">
        The mean of all {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}; we never hide or reorder
        reviews by rating. Newest first.
      </span>
    </p>
  );
}

/**
 * The reviews, newest first, five at a time. UK law (DMCC Act 2024) forbids publishing reviews in a
 * misleading way, so the list is never filtered or reordered by rating and says how the mean is made.
 */
export function ReviewList({ of, initial, subject, className }: ReviewListProps) {
  const query = useInfiniteQuery(reviewPagesQuery(of));
  // Anyone signed in may report a review; the button appears once the session is known.
  const canReport = useAuth().user !== null;
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const summary = query.data?.pages[0]?.summary ?? initial;

  return (
    <section aria-labelledby="reviews-heading" className={className}>
      <h2 id="reviews-heading" className="text-2xl text-ink sm:text-3xl">
        Reviews
      </h2>
      <Card className="mt-6 p-6 sm:p-8">
        {summary && <Summary summary={summary} subject={subject} />}
        {query.isPending ? (
          <div role="status" className="mt-4 flex flex-col gap-3">
            <span className="sr-only">Loading reviews…</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : query.isError && reviews.length === 0 ? (
          <FetchError title="Failed to fetch reviews" onRetry={() => query.refetch()} />
        ) : reviews.length === 0 ? null : (
          <>
            <ul aria-label="Reviews" className="mt-2">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} canReport={canReport} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-4"
                disabled={query.isFetchingNextPage}
                onClick={() => query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
