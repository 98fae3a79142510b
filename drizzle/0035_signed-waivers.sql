CREATE TABLE "studio_waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_waivers_version_check" CHECK ("studio_waivers"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "waiver_signatures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"waiver_id" uuid NOT NULL,
	"studio_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"health_consent" boolean NOT NULL,
	"answers_sealed" text,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "waiver_version" integer;--> statement-breakpoint
ALTER TABLE "studio_waivers" ADD CONSTRAINT "studio_waivers_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_waiver_id_studio_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."studio_waivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_waivers_studio_version_idx" ON "studio_waivers" USING btree ("studio_id","version");--> statement-breakpoint
CREATE INDEX "waiver_signatures_user_studio_idx" ON "waiver_signatures" USING btree ("user_id","studio_id","version");--> statement-breakpoint
CREATE INDEX "waiver_signatures_studio_idx" ON "waiver_signatures" USING btree ("studio_id");