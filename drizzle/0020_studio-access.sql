ALTER TABLE "studios" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "accessibility_notes" text;--> statement-breakpoint
CREATE INDEX "studios_accessibility_idx" ON "studios" USING gin ("accessibility");--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_accessibility_check" CHECK ("studios"."accessibility" <@ array['step-free-entrance', 'lift', 'accessible-toilet', 'hearing-loop', 'quiet-space', 'adaptive-props', 'sensory-friendly-sessions', 'gender-neutral-changing']::text[]);