-- The kept-by-snapshot layer retired (docs/decisions/0123): the catalogue is read with ordinary
-- queries and cached for CATALOGUE_CACHE_SECONDS, places are read live. The triggers that noted each
-- transaction's catalogue and place changes, and those that wrote card and session texts as JSON,
-- go with the tables they wrote. Kept: the class row's next and last sessions (three triggers on
-- sessions), the class row's copy of its studio (two), the operator audit's append-only guard (two).
DROP TRIGGER "classes_note_change" ON "classes";--> statement-breakpoint
DROP TRIGGER "classes_note_truncate" ON "classes";--> statement-breakpoint
DROP TRIGGER "classes_note_update" ON "classes";--> statement-breakpoint
DROP TRIGGER "classes_write_card_text" ON "classes";--> statement-breakpoint
DROP TRIGGER "sessions_note_change" ON "sessions";--> statement-breakpoint
DROP TRIGGER "sessions_note_page" ON "sessions";--> statement-breakpoint
DROP TRIGGER "sessions_note_places" ON "sessions";--> statement-breakpoint
DROP TRIGGER "sessions_note_truncate" ON "sessions";--> statement-breakpoint
DROP TRIGGER "sessions_note_update" ON "sessions";--> statement-breakpoint
DROP TRIGGER "sessions_write_list_head" ON "sessions";--> statement-breakpoint
DROP TRIGGER "studios_note_change" ON "studios";--> statement-breakpoint
DROP TRIGGER "studios_note_truncate" ON "studios";--> statement-breakpoint
DROP TRIGGER "studios_note_update" ON "studios";--> statement-breakpoint
DROP TRIGGER "studios_write_card_text" ON "studios";--> statement-breakpoint
DROP TRIGGER "waitlist_entries_note_change" ON "waitlist_entries";--> statement-breakpoint
DROP TRIGGER "waitlist_entries_note_truncate" ON "waitlist_entries";--> statement-breakpoint
DROP TRIGGER "waitlist_entries_note_update" ON "waitlist_entries";--> statement-breakpoint
DROP TRIGGER "class_teachers_note_change" ON "class_teachers";--> statement-breakpoint
DROP TRIGGER "class_teachers_note_truncate" ON "class_teachers";--> statement-breakpoint
DROP TRIGGER "class_teachers_note_update" ON "class_teachers";--> statement-breakpoint
DROP TRIGGER "teachers_note_change" ON "teachers";--> statement-breakpoint
DROP TRIGGER "teachers_note_truncate" ON "teachers";--> statement-breakpoint
DROP TRIGGER "teachers_note_update" ON "teachers";--> statement-breakpoint
DROP TABLE "catalogue_changes" CASCADE;--> statement-breakpoint
DROP TABLE "catalogue_changes_floor" CASCADE;--> statement-breakpoint
DROP TABLE "class_card_texts" CASCADE;--> statement-breakpoint
DROP TABLE "place_changes" CASCADE;--> statement-breakpoint
DROP TABLE "studio_card_texts" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "list_head";--> statement-breakpoint
DROP FUNCTION "note_catalogue_change"();--> statement-breakpoint
DROP FUNCTION "note_place_change"();--> statement-breakpoint
DROP FUNCTION "note_waitlist_change"();--> statement-breakpoint
DROP FUNCTION "write_card_text"();--> statement-breakpoint
DROP FUNCTION "write_session_list_head"();--> statement-breakpoint
DROP FUNCTION "class_card_texts_write"(uuid[]);--> statement-breakpoint
DROP FUNCTION "studio_card_texts_write"(uuid[]);--> statement-breakpoint
DROP FUNCTION "prune_catalogue_changes"(interval);
