CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"max_uses" integer,
	"valid_until" timestamp with time zone,
	"first_visit_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{4,20}$'),
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off" is null)
        or ("promo_codes"."percent_off" is null and "promo_codes"."amount_off" > 0)),
	CONSTRAINT "promo_codes_max_uses_check" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_studio_code_idx" ON "promo_codes" USING btree ("studio_id","code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_code_id_idx" ON "bookings" USING btree ("promo_code_id") WHERE "bookings"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_check" CHECK ("bookings"."discount" is null or "bookings"."discount" >= 0);