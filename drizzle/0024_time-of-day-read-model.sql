ALTER TABLE "classes" ADD COLUMN "last_morning_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "last_afternoon_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "last_evening_at" timestamp with time zone;--> statement-breakpoint
-- The class's last scheduled session per part of the day in London (docs/decisions/0095), kept with
-- its last and next ones by the refresh the session triggers already run (migrations 0008, 0023), under
-- the same lock of the class row. The parts are those of the time-of-day filter (catalogue-sql.ts,
-- TIME_OF_DAY): morning before 12:00, afternoon 12:00-16:59, evening from 17:00.
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
    "last_morning_at" = (
      SELECT max(s."start_time") FROM "sessions" s
      WHERE s."class_id" = c."id" AND s."status" = 'scheduled' AND s."start_hour_london" < 12
    ),
    "last_afternoon_at" = (
      SELECT max(s."start_time") FROM "sessions" s
      WHERE s."class_id" = c."id" AND s."status" = 'scheduled'
        AND s."start_hour_london" >= 12 AND s."start_hour_london" < 17
    ),
    "last_evening_at" = (
      SELECT max(s."start_time") FROM "sessions" s
      WHERE s."class_id" = c."id" AND s."status" = 'scheduled' AND s."start_hour_london" >= 17
    ),
    "next_session_as_of" = as_of
  WHERE c."id" = ANY(class_ids);
END $$;
--> statement-breakpoint
SELECT "classes_refresh_next_session"(ARRAY(SELECT "id" FROM "classes"));
