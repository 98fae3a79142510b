import { z } from 'zod';

export const REVIEW_COMMENT_MAX = 2000;

/** What the review dialog checks before sending; the server checks the same and more. */
export const reviewFormSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int()
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  comment: z.string().max(REVIEW_COMMENT_MAX, 'Your comment must be at most 2,000 characters').optional(),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;
