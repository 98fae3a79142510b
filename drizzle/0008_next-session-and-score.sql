ALTER TABLE "classes" ADD COLUMN "next_session_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "next_session_as_of" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "score" numeric GENERATED ALWAYS AS (round((10 * 4 + coalesce(rating, 0) * coalesce(review_count, 0))
        / (10 + coalesce(review_count, 0)), 6)) STORED;--> statement-breakpoint
CREATE INDEX "classes_next_session_at_idx" ON "classes" USING btree ("next_session_at");--> statement-breakpoint
CREATE INDEX "sessions_scheduled_start_idx" ON "sessions" USING btree ("start_time","class_id") WHERE "sessions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "sessions_scheduled_hour_idx" ON "sessions" USING btree ("start_hour_london","start_time","class_id") WHERE "sessions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "sessions_scheduled_class_hour_idx" ON "sessions" USING btree ("class_id","start_hour_london","start_time") WHERE "sessions"."status" = 'scheduled';--> statement-breakpoint
-- The next scheduled session of each class, kept as sessions change (docs/decisions/0046).
-- The class rows are locked first: the update that follows is a statement of its own, so it sees
-- every session committed by a transaction that held those locks before.
CREATE FUNCTION "classes_refresh_next_session"(class_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  as_of timestamptz := clock_timestamp();
BEGIN
  PERFORM 1 FROM "classes" WHERE "id" = ANY(class_ids) ORDER BY "id" FOR UPDATE;
  UPDATE "classes" c SET
    "next_session_at" = (
      SELECT min(s."start_time") FROM "sessions" s
      WHERE s."class_id" = c."id" AND s."status" = 'scheduled' AND s."start_time" > as_of
    ),
    "next_session_as_of" = as_of
  WHERE c."id" = ANY(class_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION "sessions_inserted_refresh_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "classes_refresh_next_session"(ARRAY(SELECT DISTINCT "class_id" FROM inserted));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sessions_changed_refresh_class"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "classes_refresh_next_session"(ARRAY[COALESCE(NEW."class_id", OLD."class_id")]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per statement on insert: the seed and a weekly schedule insert many sessions at once.
CREATE TRIGGER "sessions_inserted_refresh_classes" AFTER INSERT ON "sessions"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "sessions_inserted_refresh_classes"();
--> statement-breakpoint
-- Only a new time or status moves a class's next session: a booking's count of places does not.
CREATE TRIGGER "sessions_moved_refresh_class" AFTER UPDATE OF "start_time", "status" ON "sessions"
  FOR EACH ROW WHEN (OLD."start_time" IS DISTINCT FROM NEW."start_time" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "sessions_changed_refresh_class"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_refresh_class" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sessions_changed_refresh_class"();
--> statement-breakpoint
SELECT "classes_refresh_next_session"(ARRAY(SELECT "id" FROM "classes"));
