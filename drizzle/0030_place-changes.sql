-- Cards kept by snapshot (docs/decisions/0109). A class's card (its fields, teachers, studio and next
-- sessions with their places) is given again under a later snapshot while no catalogue change
-- (migration 0029) and no change of the class's places noted here is visible to the later snapshot
-- that was not to the first. Keyed by class first: the list asks about the classes of a page.
CREATE TABLE "place_changes" (
	"class_id" uuid NOT NULL,
	"xid" "xid8" NOT NULL,
	CONSTRAINT "place_changes_class_id_xid_pk" PRIMARY KEY("class_id","xid")
);
--> statement-breakpoint
-- When the floor was last raised: the prune below runs once per interval, from this one row.
ALTER TABLE "catalogue_changes_floor" ADD COLUMN "raised_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;
--> statement-breakpoint
-- One row per transaction and class: two bookings of one class in two transactions never wait for
-- each other here.
CREATE FUNCTION "note_place_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "place_changes" ("class_id", "xid") VALUES (new."class_id", pg_current_xact_id())
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_note_places" AFTER UPDATE OF "current_participants" ON "sessions" FOR EACH ROW
  WHEN (old."current_participants" IS DISTINCT FROM new."current_participants")
  EXECUTE FUNCTION "note_place_change"();
--> statement-breakpoint
-- A card also shows a session's end and its stored head (migration 0028): noted as catalogue changes.
DROP TRIGGER "sessions_note_update" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_note_update"
  AFTER UPDATE OF "id", "class_id", "start_time", "end_time", "status", "teacher_id", "list_head"
  ON "sessions" FOR EACH ROW
  WHEN ((old."id", old."class_id", old."start_time", old."end_time", old."status", old."teacher_id",
      old."list_head")
    IS DISTINCT FROM (new."id", new."class_id", new."start_time", new."end_time", new."status",
      new."teacher_id", new."list_head"))
  EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
-- The stored card texts (migration 0025) change with their class or studio, which is noted; a text
-- written on its own (a repair) is noted too, so no kept card outlives it.
CREATE TRIGGER "class_card_texts_note_change" AFTER INSERT OR UPDATE OR DELETE ON "class_card_texts"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "studio_card_texts_note_change" AFTER INSERT OR UPDATE OR DELETE ON "studio_card_texts"
  FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "class_card_texts_note_truncate" AFTER TRUNCATE ON "class_card_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "studio_card_texts_note_truncate" AFTER TRUNCATE ON "studio_card_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
-- Prunes both kinds of note under the one floor, at most once per `older_than`: raises the floor to
-- the oldest transaction still running and deletes every note below it. A count or card kept under a
-- snapshot older than the floor is taken again. Two processes pruning at once never lower it.
CREATE OR REPLACE FUNCTION "prune_catalogue_changes"(older_than interval) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  floor xid8;
BEGIN
  UPDATE "catalogue_changes_floor"
    SET "below" = greatest("below", pg_snapshot_xmin(pg_current_snapshot())), "raised_at" = clock_timestamp()
    WHERE "raised_at" <= clock_timestamp() - older_than
    RETURNING "below" INTO floor;
  IF floor IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM "catalogue_changes" WHERE "xid" < floor;
  DELETE FROM "place_changes" WHERE "xid" < floor;
END $$;
