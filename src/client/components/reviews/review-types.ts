/** A published review (GET /api/studios/:id/reviews, /api/classes/:id/reviews). */
export interface PublicReview {
  id: string;
  rating: number;
  comment: string | null;
  /** First name and last initial only: "Maya P." */
  reviewerName: string;
  classTitle: string | null;
  createdAt: string;
  /** The studio recorded the reviewer as attending. */
  verifiedAttendee: boolean;
}

export interface ReviewPage {
  reviews: PublicReview[];
  nextCursor: string | null;
}
