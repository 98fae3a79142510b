-- The cancellation deadline a place was sold with is kept on the booking when it is paid
-- (docs/decisions/0118): a studio changing its window afterwards no longer moves it.
ALTER TABLE "bookings" ADD COLUMN "cancellation_deadline" timestamp with time zone;--> statement-breakpoint
-- Places paid before this migration were sold under the window the studio has now: the best record
-- there is of it.
UPDATE "bookings" b SET "cancellation_deadline" = s."start_time" - st."cancellation_window_hours" * interval '1 hour'
FROM "sessions" s
JOIN "classes" c ON c."id" = s."class_id"
JOIN "studios" st ON st."id" = c."studio_id"
WHERE s."id" = b."session_id" AND b."paid_at" IS NOT NULL;
