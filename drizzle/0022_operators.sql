CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_refunds_amount_check" CHECK ("booking_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('user', 'studio', 'operator'));--> statement-breakpoint
-- The audit log is append-only (docs/decisions/0079). The trigger holds on every database, PGlite and
-- a superuser included; the REVOKE takes the rights away from the application's own role as well
-- (the role that runs the migrations, and an attune_app role where one is set up).
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_update" BEFORE UPDATE OR DELETE ON "operator_audit"
  FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "operator_audit" FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON "operator_audit" FROM %I', current_user);
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'attune_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON "operator_audit" FROM attune_app;
  END IF;
END;
$$;
