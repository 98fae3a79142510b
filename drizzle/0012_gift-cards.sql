CREATE TABLE "balance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "balance_entries_amount_check" CHECK ("balance_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_failed_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchaser_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"payment_reference" text,
	"idempotency_key" text,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount" between 10 and 500 and "gift_cards"."amount" = trunc("gift_cards"."amount")),
	CONSTRAINT "gift_cards_redeemed_check" CHECK (("gift_cards"."redeemed_by" is null) = ("gift_cards"."redeemed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_failed_redemptions" ADD CONSTRAINT "gift_card_failed_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchaser_id_users_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_user_idx" ON "balance_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gift_card_failed_redemptions_user_idx" ON "gift_card_failed_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchaser_key_idx" ON "gift_cards" USING btree ("purchaser_id","idempotency_key") WHERE "gift_cards"."idempotency_key" is not null;