import { EyeOff } from 'lucide-react';
import { formatSessionDate } from '../../../../../common/format';
import type { ReportedReview } from '../../../../../common/schemas/operator';
import type { ReviewReportReason } from '../../../../../common/schemas/review';
import { Badge } from '../../../../components/ui/badge';
import { useReportedReviews } from '../../api/operator';
import { empty, loading, row } from './console-parts';
import { ReasonDialog } from './reason-dialog';

/** A report's reason as the queue reads it: "reported it as fake". */
const REASON_WORDS: Record<ReviewReportReason, string> = {
  fake: 'fake',
  offensive: 'offensive',
  'personal-information': 'sharing personal information',
  other: 'something else',
};

/** Who reported the review, as what, when, and the note they wrote. */
function OpenReports({ review }: { review: ReportedReview }) {
  return (
    <ul aria-label="Reports" className="mt-3 flex flex-col gap-2 border-l-2 border-line pl-3">
      {review.openReports.map((r) => (
        <li key={r.id} className="text-sm">
          <p className="text-ink">
            <span className="font-medium">{r.reporterName}</span> reported it as {REASON_WORDS[r.reason]} on{' '}
            {formatSessionDate(r.reportedAt)}.
          </p>
          <p className="mt-0.5 wrap-anywhere text-muted">
            {r.details ? `Their note: “${r.details}”` : 'No note.'}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Reviews with open reports, the latest reported first: read the reporters' notes, then hide the
 * review, restore it, or dismiss the reports and leave it as it is (docs/decisions/0126).
 */
export function ReviewsTab() {
  const { data, isLoading } = useReportedReviews();
  if (isLoading) return loading;
  if (!data?.length) return empty('No reported reviews.');
  return (
    <ul className="flex flex-col gap-3">
      {data.map((r) => {
        const review = `${r.reviewerName}’s review of ${r.studioName}`;
        return (
          <li key={r.reviewId} className={row}>
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere text-ink">
                {r.rating} ★ from {r.reviewerName} at {r.studioName}{' '}
                {r.hidden && (
                  <Badge className="ml-2 bg-ink/10 text-ink">
                    <EyeOff aria-hidden="true" className="size-3.5" /> Hidden
                  </Badge>
                )}
              </p>
              <p className="mt-1 wrap-anywhere text-ink/80">{r.comment ?? 'No comment.'}</p>
              <p className="mt-2 text-sm text-muted">
                {r.reports} {r.reports === 1 ? 'report' : 'reports'}, the last on{' '}
                {formatSessionDate(r.reportedAt)}.
              </p>
              <OpenReports review={r} />
            </div>
            <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
              <ReasonDialog
                label="Dismiss reports"
                labelFor={`Dismiss reports on ${review}`}
                title="Dismiss these reports?"
                description={`${review} stays as it is${r.hidden ? ', hidden' : ', on the studio’s page'}, and leaves this list. Nobody is told.`}
                path={`reports/${r.reviewId}/dismiss`}
                done="Reports dismissed"
              />
              {r.hidden ? (
                <ReasonDialog
                  label="Restore"
                  labelFor={`Restore review of ${r.studioName}`}
                  title="Restore this review?"
                  description="It returns to the studio's page and counts towards its rating again."
                  path={`reviews/${r.reviewId}/restore`}
                  done="Review restored"
                />
              ) : (
                <ReasonDialog
                  label="Hide"
                  labelFor={`Hide review of ${r.studioName}`}
                  title="Hide this review?"
                  description="It leaves the studio's page and rating at once. The reviewer is told, with your reason."
                  path={`reviews/${r.reviewId}/hide`}
                  done="Review hidden"
                  danger
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
