import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASONS,
  type ReviewReport,
  type ReviewReportInput,
  type ReviewReportReason,
  reviewReportInputSchema,
} from '../../../common/schemas/review';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { FormField, fieldA11y } from '../ui/form-field';
import { Textarea } from '../ui/input';
import { toast } from '../ui/use-toast';

const REASON_LABELS: Record<ReviewReportReason, string> = {
  fake: 'It is fake: they did not take this class',
  offensive: 'It is offensive or abusive',
  'personal-information': 'It shares someone’s personal information',
  other: 'Something else',
};

// The API's rule, in the form's words: a person picks a reason, they do not type an API value.
const CHOOSE_REASON = 'Choose why you are reporting this review';

/**
 * Report on a review, for signed-in people: the review stays up until Attune's team decides. Drawn
 * open, once its button (review-list.tsx) is pressed; closing it calls `onClose`, and Radix returns
 * focus to that button.
 */
export function ReportReviewDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Report this review"
        description={
          <p>
            Our team reads every report. The review stays up until they decide: reports alone never hide it.
          </p>
        }
      >
        <ReportForm reviewId={reviewId} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const send = useMutation({
    mutationFn: (values: ReviewReportInput) =>
      apiRequest<ReviewReport>('POST', `/api/reviews/${encodeURIComponent(reviewId)}/report`, {
        body: values,
      }),
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(reviewReportInputSchema, { details: '' });
  const details = useWatch({ control, name: 'details' }) ?? '';
  const reasonError = errors.reason ? CHOOSE_REASON : undefined;

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Thank you for your report',
          description: 'Our team will look at this review.',
        });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Report review" className="flex flex-col gap-5">
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? 'report-reason-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink">Why are you reporting it?</legend>
        {REVIEW_REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-center gap-3 rounded-card border border-line px-4 py-3 text-sm text-ink hover:border-sage/40 has-[:checked]:border-sage has-[:checked]:bg-sage/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sage"
          >
            <input
              {...register('reason')}
              type="radio"
              value={reason}
              className="size-4 shrink-0 accent-sage focus-visible:outline-none"
            />
            {REASON_LABELS[reason]}
          </label>
        ))}
        {reasonError && (
          <p id="report-reason-error" className="text-sm font-medium text-danger">
            {reasonError}
          </p>
        )}
      </fieldset>
      <FormField
        id="report-details"
        label="Anything we should know? (optional)"
        hint={`${details.length} / 1,000 characters`}
        error={errors.details?.message}
      >
        <Textarea
          {...register('details')}
          {...fieldA11y('report-details', errors.details?.message, 'report-details-hint')}
          maxLength={REVIEW_REPORT_DETAILS_MAX}
          rows={4}
        />
      </FormField>
      {send.error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(send.error, 'Something went wrong. Please try again.')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
