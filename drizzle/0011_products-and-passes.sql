CREATE TABLE "passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"studio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"credits_total" integer,
	"credits_left" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"renews_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"anchor_day" smallint,
	"payment_reference" text,
	"amount_paid" numeric(10, 2) NOT NULL,
	"refund_amount" numeric(10, 2),
	"cancelled_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passes_status_check" CHECK ("passes"."status" in ('active', 'expired', 'cancelled', 'past_due')),
	CONSTRAINT "passes_credits_check" CHECK (("passes"."credits_total" is null and "passes"."credits_left" is null)
        or ("passes"."credits_left" between 0 and "passes"."credits_total"))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"credits" integer,
	"valid_days" integer,
	"period" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('pack', 'intro', 'membership')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" between 0 and 5000),
	CONSTRAINT "products_terms_check" CHECK (("products"."kind" in ('pack', 'intro') and "products"."credits" between 1 and 100
          and "products"."valid_days" between 1 and 730 and "products"."period" is null)
        or ("products"."kind" = 'membership' and "products"."period" = 'month' and "products"."valid_days" is null
          and ("products"."credits" is null or "products"."credits" between 1 and 100)))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pass_id" uuid;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passes_user_id_idx" ON "passes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_one_intro_idx" ON "passes" USING btree ("user_id","studio_id") WHERE "passes"."kind" = 'intro';--> statement-breakpoint
CREATE UNIQUE INDEX "passes_user_idempotency_key_idx" ON "passes" USING btree ("user_id","idempotency_key") WHERE "passes"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "products_studio_id_idx" ON "products" USING btree ("studio_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pass_id_idx" ON "bookings" USING btree ("pass_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK ("bookings"."refund" in ('full', 'none', 'credit'));