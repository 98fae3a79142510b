-- A session as a list writes it, but for its free places, kept on the row (docs/decisions/0105,
-- src/server/db/session-list-head.ts). A generated column may only call immutable functions; these two
-- wrap functions PostgreSQL declares stable because some formats and types depend on settings (a
-- month's name, a locale's digits, DateStyle). The format and the text type used here depend on none:
-- `iso_utc` is Date#toISOString's format, `json_string` is JSON.stringify's escaping of a text.
CREATE FUNCTION "iso_utc"(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
--> statement-breakpoint
CREATE FUNCTION "json_string"(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_json(value)::text $$;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "list_head" text GENERATED ALWAYS AS ('{"id":"' || id::text || '","classId":"' || class_id::text
  || '","startTime":"' || iso_utc(start_time) || '","endTime":"' || iso_utc(end_time)
  || '","currentParticipants":' || current_participants::text || ',"status":' || json_string(status)
  || ',"availableSpots":') STORED;