-- A review's reports can be dismissed by an operator, leaving the review as it was (docs/decisions/0126):
-- dismissed ones leave the queue and are kept.
ALTER TABLE "review_reports" ADD COLUMN "dismissed_at" timestamp with time zone;
