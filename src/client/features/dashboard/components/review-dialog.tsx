import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Booking } from '../../../../common/schemas/booking';
import { REVIEW_COMMENT_MAX, reviewInputSchema } from '../../../../common/schemas/review';
import { StarRatingInput } from '../../../components/star-rating-input';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDeleteReview, useSaveReview } from '../api/review';

/** Write Review on a completed booking, or Edit review once written (the author may also delete it). */
export function ReviewDialog({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const existing = booking.review;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {existing ? (
            <>
              <Pencil aria-hidden="true" /> Edit review
            </>
          ) : (
            <>
              <Star aria-hidden="true" /> Write Review
            </>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={existing ? 'Edit your review' : 'Write a review'}
        description={
          <p>
            {booking.session.class.title} at{' '}
            <span className="font-medium text-ink">{booking.session.class.studio.name}</span>. Your first name
            and last initial show with it.
          </p>
        }
      >
        {open && <ReviewForm booking={booking} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

// The API's rule, in the form's words: the message names the stars a person sees, not the API field.
const CHOOSE_STARS = 'Choose a rating from 1 to 5 stars';
const reviewFormSchema = reviewInputSchema.extend({
  rating: z.number({ error: CHOOSE_STARS }).int(CHOOSE_STARS).min(1, CHOOSE_STARS).max(5, CHOOSE_STARS),
});

function ReviewForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const existing = booking.review;
  const save = useSaveReview();
  const remove = useDeleteReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(reviewFormSchema, { rating: existing?.rating, comment: existing?.comment ?? '' });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const failed = save.error ?? remove.error;

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { bookingId: booking.id, reviewId: existing?.id, values },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: existing ? 'Review updated' : 'Thank you for your review',
            description: `It now counts towards ${booking.session.class.studio.name}'s rating.`,
          });
          onDone();
        },
      },
    ),
  );

  const onDelete = () => {
    if (!existing) return;
    remove.mutate(existing.id, {
      onSuccess: () => {
        toast({ title: 'Review deleted', description: 'It no longer counts towards the rating.' });
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Review" className="flex flex-col gap-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />
        )}
      />
      <FormField
        id="review-comment"
        label="Comment (optional)"
        hint={`${comment.length} / 2,000 characters`}
        error={errors.comment?.message}
      >
        <Textarea
          {...register('comment')}
          {...fieldA11y('review-comment', errors.comment?.message, 'review-comment-hint')}
          maxLength={REVIEW_COMMENT_MAX}
          rows={5}
        />
      </FormField>
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(failed, 'Something went wrong. Please try again.')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {existing && (
          <Button variant="ghost" className="sm:mr-auto" disabled={remove.isPending} onClick={onDelete}>
            {remove.isPending ? 'Deleting...' : 'Delete review'}
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="secondary" className="sm:ml-auto">
            Not now
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : existing ? 'Save review' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}
