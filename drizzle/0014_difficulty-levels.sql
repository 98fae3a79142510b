-- Difficulty becomes one fixed set (issue 30). The free text owners typed is mapped first: a
-- beginner's word to Beginner, the other two levels by name, and anything else (nothing, "all",
-- "mixed", a word no filter could match) to All levels, which is what a class naming no level is.
UPDATE "classes" SET "difficulty" = CASE
  WHEN lower(btrim("difficulty")) IN ('beginner', 'beginners', 'gentle', 'easy', 'intro', 'introductory') THEN 'Beginner'
  WHEN lower(btrim("difficulty")) IN ('intermediate', 'improver', 'improvers') THEN 'Intermediate'
  WHEN lower(btrim("difficulty")) IN ('advanced', 'experienced') THEN 'Advanced'
  ELSE 'All levels'
END;--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "difficulty" SET DEFAULT 'All levels';--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "difficulty" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "classes_active_studio_idx" ON "classes" USING btree ("studio_id","id") WHERE "classes"."is_active";--> statement-breakpoint
CREATE INDEX "sessions_scheduled_class_start_idx" ON "sessions" USING btree ("class_id","start_time") WHERE "sessions"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_difficulty_check" CHECK ("classes"."difficulty" in ('Beginner', 'Intermediate', 'Advanced', 'All levels'));