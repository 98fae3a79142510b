CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'promoted', 'left', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "reviews_studio_id_idx";--> statement-breakpoint
DROP INDEX "sessions_class_id_start_time_idx";--> statement-breakpoint
UPDATE "classes" SET "is_active" = true WHERE "is_active" IS NULL;--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "is_active" SET NOT NULL;--> statement-breakpoint
UPDATE "studios" SET "is_active" = true WHERE "is_active" IS NULL;--> statement-breakpoint
ALTER TABLE "studios" ALTER COLUMN "is_active" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_cancellation" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promoted_from_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "cancellation_window_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_hash" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_session_user_waiting_idx" ON "waitlist_entries" USING btree ("session_id","user_id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_session_queue_idx" ON "waitlist_entries" USING btree ("session_id","created_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_id_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_class_id_idx" ON "reviews" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_idx" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_studio_id_idx" ON "reviews" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_class_id_start_time_idx" ON "sessions" USING btree ("class_id","start_time");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_feed_hash_unique" UNIQUE("calendar_feed_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_check" CHECK ("bookings"."attendance" in ('attended', 'no-show'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK ("bookings"."refund" in ('full', 'none'));--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_cancellation_window_check" CHECK ("studios"."cancellation_window_hours" between 0 and 168);