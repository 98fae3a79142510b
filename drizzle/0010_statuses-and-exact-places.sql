-- The seat count is exact (never unknown): a session that never recorded one has none taken.
UPDATE "sessions" SET "current_participants" = 0 WHERE "current_participants" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "current_participants" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'completed'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('scheduled', 'cancelled', 'completed'));