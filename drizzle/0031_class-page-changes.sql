-- Class pages kept by snapshot (docs/decisions/0112). A class's own page shows, beside what its card
-- shows, each session's waiting line and special instructions and when it was created. A change of
-- one of those is noted per class in place_changes (migration 0030), with the places: it changes no
-- count, and no other class's page or card.
-- One row per transaction and class, as for the places; the entry's old session too when it moves.
CREATE FUNCTION "note_waitlist_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "place_changes" ("class_id", "xid")
      SELECT "class_id", pg_current_xact_id() FROM "sessions" WHERE "id" = old."session_id"
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "place_changes" ("class_id", "xid")
      SELECT "class_id", pg_current_xact_id() FROM "sessions" WHERE "id" = new."session_id"
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_note_change" AFTER INSERT OR DELETE ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION "note_waitlist_change"();
--> statement-breakpoint
-- A page counts the entries waiting per session: only the session and the status are read.
CREATE TRIGGER "waitlist_entries_note_update" AFTER UPDATE OF "session_id", "status" ON "waitlist_entries"
  FOR EACH ROW WHEN ((old."session_id", old."status") IS DISTINCT FROM (new."session_id", new."status"))
  EXECUTE FUNCTION "note_waitlist_change"();
--> statement-breakpoint
-- Every waiting line at once: noted as a catalogue change, which no kept page outlives.
CREATE TRIGGER "waitlist_entries_note_truncate" AFTER TRUNCATE ON "waitlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalogue_change"();
--> statement-breakpoint
-- A session's fields that its class's page shows and neither its card nor a count reads.
CREATE TRIGGER "sessions_note_page" AFTER UPDATE OF "special_instructions", "created_at" ON "sessions"
  FOR EACH ROW WHEN ((old."special_instructions", old."created_at")
    IS DISTINCT FROM (new."special_instructions", new."created_at"))
  EXECUTE FUNCTION "note_place_change"();
