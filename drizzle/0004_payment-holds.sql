DROP INDEX "bookings_user_session_confirmed_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_session_confirmed_idx" ON "bookings" USING btree ("user_id","session_id") WHERE "bookings"."status" in ('confirmed', 'pending');--> statement-breakpoint
-- Bookings made before holds existed were paid when they were made.
UPDATE "bookings" SET "paid_at" = coalesce("booking_date", "created_at"), "payment_reference" = coalesce("payment_intent_id", 'demo_' || replace("id"::text, '-', '')) WHERE "status" <> 'pending' AND "paid_at" IS NULL AND "cancellation_reason" IS DISTINCT FROM 'Payment not completed in time';
