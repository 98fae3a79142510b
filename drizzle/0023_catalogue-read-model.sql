ALTER TABLE "classes" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "last_session_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "studio_score" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "studio_rating" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "classes_active_last_session_idx" ON "classes" USING btree ("studio_id","last_session_at") WHERE "classes"."is_active";--> statement-breakpoint
CREATE INDEX "classes_listed_score_idx" ON "classes" USING btree ("studio_score" DESC NULLS FIRST,"id") WHERE "classes"."listed";--> statement-breakpoint
CREATE INDEX "classes_listed_rating_idx" ON "classes" USING btree ("studio_rating" DESC NULLS FIRST,"id") WHERE "classes"."listed";--> statement-breakpoint
CREATE INDEX "classes_listed_price_idx" ON "classes" USING btree ("price","id") WHERE "classes"."listed";--> statement-breakpoint
CREATE INDEX "classes_listed_price_desc_idx" ON "classes" USING btree ("price" DESC NULLS FIRST,"id") WHERE "classes"."listed";--> statement-breakpoint
CREATE INDEX "studios_active_score_idx" ON "studios" USING btree ("score" DESC NULLS FIRST,"id") WHERE "studios"."is_active";--> statement-breakpoint
CREATE INDEX "studios_active_name_idx" ON "studios" USING btree ("name","id") WHERE "studios"."is_active";--> statement-breakpoint
-- The catalogue read model (docs/decisions/0087): what a page of the class list filters and sorts on,
-- kept on the class row by triggers, in the transaction of the change that moves it.
-- Locks keep the one order of src/server/modules/places/locks.ts (studio → class → session): a session's
-- change writes only its own class row (the next-session refresh already held it), and a studio's
-- change writes its own classes. Nothing here goes from a class or a session up to a studio or across
-- to another class, so no new wait can close a cycle.
--
-- 1. A class's last scheduled session, beside its next one, in the refresh the session triggers run.
CREATE OR REPLACE FUNCTION "classes_refresh_next_session"(class_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  as_of timestamptz := clock_timestamp();
BEGIN
  PERFORM 1 FROM "classes" WHERE "id" = ANY(class_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "classes" c SET
    "next_session_at" = (
      SELECT min(s."start_time") FROM "sessions" s
      WHERE s."class_id" = c."id" AND s."status" = 'scheduled' AND s."start_time" > as_of
    ),
    "last_session_at" = (
      SELECT max(s."start_time") FROM "sessions" s
      WHERE s."class_id" = c."id" AND s."status" = 'scheduled'
    ),
    "next_session_as_of" = as_of
  WHERE c."id" = ANY(class_ids);
END $$;
--> statement-breakpoint
-- 2. A class written or moved takes its studio's part from the studio row (read, not locked: an owner
-- who deactivates the studio holds it FOR UPDATE, so this waits and reads the committed row).
CREATE FUNCTION "classes_take_studio_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  studio record;
BEGIN
  SELECT "is_active", "score", "rating" INTO studio FROM "studios" WHERE "id" = NEW."studio_id";
  NEW."listed" := NEW."is_active" AND coalesce(studio."is_active", false);
  NEW."studio_score" := coalesce(studio."score", 0);
  NEW."studio_rating" := coalesce(studio."rating", 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_take_studio_part" BEFORE INSERT OR UPDATE OF "is_active", "studio_id" ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "classes_take_studio_part"();
--> statement-breakpoint
-- 3. A studio activated, deactivated or newly rated passes it on to its classes. AFTER, so the
-- generated score is the new one; only rows that change are written.
CREATE FUNCTION "studios_pass_to_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "classes" c SET
    "listed" = c."is_active" AND NEW."is_active",
    "studio_score" = coalesce(NEW."score", 0),
    "studio_rating" = coalesce(NEW."rating", 0)
  WHERE c."studio_id" = NEW."id"
    AND (c."listed" IS DISTINCT FROM (c."is_active" AND NEW."is_active")
      OR c."studio_score" IS DISTINCT FROM coalesce(NEW."score", 0)
      OR c."studio_rating" IS DISTINCT FROM coalesce(NEW."rating", 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "studios_pass_to_classes" AFTER UPDATE OF "is_active", "rating", "review_count" ON "studios"
  FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active"
    OR OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."review_count" IS DISTINCT FROM NEW."review_count")
  EXECUTE FUNCTION "studios_pass_to_classes"();
--> statement-breakpoint
-- 4. The rows already here.
UPDATE "classes" c SET
  "listed" = c."is_active" AND s."is_active",
  "studio_score" = coalesce(s."score", 0),
  "studio_rating" = coalesce(s."rating", 0),
  "last_session_at" = (
    SELECT max(ss."start_time") FROM "sessions" ss WHERE ss."class_id" = c."id" AND ss."status" = 'scheduled'
  )
FROM "studios" s WHERE s."id" = c."studio_id";
