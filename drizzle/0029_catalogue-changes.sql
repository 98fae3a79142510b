-- Counts kept by snapshot (docs/decisions/0108). Every transaction that changes what a catalogue count
-- reads notes its id here, once. A count taken under a snapshot is still exact under a later one
-- when no transaction noted here is visible to the later snapshot and was not to the first, and no
-- scheduled session has started in between: the only two ways a count changes.
CREATE TABLE "catalogue_changes" (
	"xid" "xid8" PRIMARY KEY NOT NULL,
	"noted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
-- The ids below `below` are pruned: a count taken under a snapshot older than that is counted again.
CREATE TABLE "catalogue_changes_floor" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"below" "xid8" NOT NULL,
	CONSTRAINT "catalogue_changes_floor_one_check" CHECK ("catalogue_changes_floor"."one")
);
--> statement-breakpoint
INSERT INTO "catalogue_changes_floor" ("below") VALUES (pg_snapshot_xmin(pg_current_snapshot()));
--> statement-breakpoint
-- One row per transaction: two concurrent transactions have two ids, so neither waits for the other.
CREATE FUNCTION "note_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_changes" ("xid") VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Prunes the ids noted more than `older_than` ago, all at once, and raises the floor to the oldest
-- transaction still running, so no id a kept count may still need is gone (two processes pruning
-- at once never lower it).
CREATE FUNCTION "prune_catalogue_changes"(older_than interval) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  floor xid8;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "catalogue_changes" WHERE "noted_at" < clock_timestamp() - older_than) THEN
    RETURN;
  END IF;
  UPDATE "catalogue_changes_floor"
    SET "below" = greatest("below", pg_snapshot_xmin(pg_current_snapshot()))
    RETURNING "below" INTO floor;
  DELETE FROM "catalogue_changes" WHERE "xid" < floor;
END $$;
--> statement-breakpoint
-- A class: every column but the two the next-session refresh rewrites all day (docs/decisions/0046).
-- The test "notes every column of a class" holds this list to the table's columns.
CREATE TRIGGER "classes_note_change" AFTER INSERT OR DELETE ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "classes_note_update" AFTER UPDATE ON "classes" FOR EACH ROW
  WHEN ((old."id", old."studio_id", old."title", old."description", old."service_type",
    old."delivery_method", old."duration", old."price", old."max_participants", old."difficulty",
    old."requirements", old."image_url", old."is_active", old."created_at", old."listed",
    old."last_session_at", old."studio_score", old."studio_rating", old."last_morning_at",
    old."last_afternoon_at", old."last_evening_at")
    IS DISTINCT FROM (new."id", new."studio_id", new."title", new."description", new."service_type",
    new."delivery_method", new."duration", new."price", new."max_participants", new."difficulty",
    new."requirements", new."image_url", new."is_active", new."created_at", new."listed",
    new."last_session_at", new."studio_score", new."studio_rating", new."last_morning_at",
    new."last_afternoon_at", new."last_evening_at"))
  EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
-- A session: what a count reads of it. Its places are left out, so a booking notes nothing: a count
-- that reads places ("with places") is never kept.
CREATE TRIGGER "sessions_note_change" AFTER INSERT OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_note_update" AFTER UPDATE OF "id", "class_id", "start_time", "status", "teacher_id"
  ON "sessions" FOR EACH ROW
  WHEN ((old."id", old."class_id", old."start_time", old."status", old."teacher_id")
    IS DISTINCT FROM (new."id", new."class_id", new."start_time", new."status", new."teacher_id"))
  EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "studios_note_change" AFTER INSERT OR DELETE ON "studios"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "studios_note_update" AFTER UPDATE ON "studios" FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_note_change" AFTER INSERT OR DELETE ON "teachers"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_note_update" AFTER UPDATE ON "teachers" FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "class_teachers_note_change" AFTER INSERT OR DELETE ON "class_teachers"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "class_teachers_note_update" AFTER UPDATE ON "class_teachers" FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "classes_note_truncate" AFTER TRUNCATE ON "classes"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_note_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "studios_note_truncate" AFTER TRUNCATE ON "studios"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_note_truncate" AFTER TRUNCATE ON "teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "class_teachers_note_truncate" AFTER TRUNCATE ON "class_teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
