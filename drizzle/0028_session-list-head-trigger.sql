-- A session's list head is kept by a trigger instead of as a generated column (docs/decisions/0105).
-- PostgreSQL 15 prepared the generated column's expression, with the two functions it called, for
-- every UPDATE of a session, a booking's count of places among them, whether or not it computed it:
-- about 40-80 µs per booking. The trigger fires only when a column the head shows is written; the
-- places taken, the status and the free places are read as they are when a list is written.
ALTER TABLE "sessions" ALTER COLUMN "list_head" DROP EXPRESSION;
--> statement-breakpoint
DROP FUNCTION "iso_utc"(timestamptz);
--> statement-breakpoint
DROP FUNCTION "json_string"(text);
--> statement-breakpoint
-- The head as src/server/db/session-columns.ts writes it (sessionListHeadText, as Drizzle writes it);
-- the invariant session-list-heads-exact holds the stored heads equal to it. Writing `list_head`
-- itself fires the trigger too, so a row's head is always its own.
CREATE FUNCTION "write_session_list_head"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."list_head" := concat('{"id":"', NEW."id", '"', ',"classId":"', NEW."class_id", '"', ',"startTime":"', to_char(NEW."start_time" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"', ',"endTime":"', to_char(NEW."end_time" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_write_list_head" BEFORE INSERT OR UPDATE OF "id", "class_id", "start_time",
  "end_time", "list_head" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "write_session_list_head"();
--> statement-breakpoint
-- The rows already here, in the new shape (no other trigger of sessions fires on this column).
UPDATE "sessions" SET "list_head" = NULL;
