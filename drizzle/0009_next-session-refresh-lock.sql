-- The next-session refresh (migration 0008) locked the class rows FOR UPDATE. A session cancelled by
-- its studio holds the session's row lock when this trigger runs, while a booking of that session
-- holds the class FOR KEY SHARE and waits for the session: FOR UPDATE conflicts with KEY SHARE, so
-- the two deadlocked and one of them failed (test/concurrency/owner-race.test.ts).
-- FOR NO KEY UPDATE still serialises the refreshes of one class (it conflicts with itself) and is the
-- lock the UPDATE below takes anyway, but lets bookings' KEY SHARE through (docs/decisions/0018).
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
    "next_session_as_of" = as_of
  WHERE c."id" = ANY(class_ids);
END $$;
