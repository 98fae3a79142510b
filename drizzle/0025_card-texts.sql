CREATE TABLE "class_card_texts" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"head" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_card_texts" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_card_texts" ADD CONSTRAINT "class_card_texts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_card_texts" ADD CONSTRAINT "studio_card_texts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The card texts (docs/decisions/0097): the part of a catalogue card that only its own class row, or
-- its studio's row, can change, as the class list writes it (src/server/db/card-json.ts: the SQL below
-- is classCardHeadText and studioCardText as Drizzle writes them; the invariant
-- catalogue-card-texts-exact holds the stored texts equal to them). Each trigger writes the one row of
-- its own class or studio, in the transaction of the change: no lock beyond the row already being
-- written, so the lock order of src/server/modules/places/locks.ts is untouched. A change of the
-- card's text in code needs a migration that redefines these functions and rewrites the rows.
CREATE FUNCTION "class_card_texts_write"(class_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "class_card_texts" ("class_id", "head")
  SELECT "classes"."id", concat('{"id":"', "classes"."id", '"', ',"studioId":"', "classes"."studio_id", '"', ',"title":', coalesce(to_json("classes"."title")::text, 'null'), ',"description":', coalesce(to_json("classes"."description")::text, 'null'), ',"serviceType":', coalesce(to_json("classes"."service_type")::text, 'null'), ',"deliveryMethod":', coalesce(to_json("classes"."delivery_method")::text, 'null'), ',"duration":', coalesce(to_json("classes"."duration")::text, 'null'), ',"price":"', "classes"."price"::text, '"', ',"maxParticipants":', coalesce(to_json("classes"."max_participants")::text, 'null'), ',"difficulty":', coalesce(to_json("classes"."difficulty")::text, 'null'), ',"requirements":', coalesce(to_json("classes"."requirements")::text, 'null'), ',"imageUrl":', coalesce(to_json("classes"."image_url")::text, 'null'), ',"isActive":', coalesce(to_json(coalesce("classes"."is_active", true))::text, 'null'), ',"createdAt":"', to_char(coalesce("classes"."created_at", 'epoch'::timestamptz) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"')
  FROM "classes" WHERE "classes"."id" = ANY(class_ids)
  ON CONFLICT ("class_id") DO UPDATE SET "head" = excluded."head"
    WHERE "class_card_texts"."head" IS DISTINCT FROM excluded."head";
$$;
--> statement-breakpoint
CREATE FUNCTION "studio_card_texts_write"(studio_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "studio_card_texts" ("studio_id", "card")
  SELECT "studios"."id", concat('{"id":"', "studios"."id", '"', ',"userId":"', "studios"."user_id", '"', ',"name":', coalesce(to_json("studios"."name")::text, 'null'), ',"description":', coalesce(to_json("studios"."description")::text, 'null'), ',"address":', coalesce(to_json("studios"."address")::text, 'null'), ',"city":', coalesce(to_json("studios"."city")::text, 'null'), ',"postcode":', coalesce(to_json("studios"."postcode")::text, 'null'), ',"phone":', coalesce(to_json("studios"."phone")::text, 'null'), ',"website":', coalesce(to_json("studios"."website")::text, 'null'), ',"imageUrl":', coalesce(to_json("studios"."image_url")::text, 'null'), ',"rating":"', coalesce("studios"."rating", 0)::numeric(3, 2)::text, '"', ',"reviewCount":', coalesce(to_json(coalesce("studios"."review_count", 0))::text, 'null'), ',"serviceTypes":', coalesce(to_json("studios"."service_types")::text, 'null'), ',"amenities":', coalesce(to_json(coalesce("studios"."amenities", '{}'::text[]))::text, 'null'), ',"accessibility":', coalesce(to_json(array(select feature
    from unnest(array['step-free-entrance', 'lift', 'accessible-toilet', 'hearing-loop', 'quiet-space', 'adaptive-props', 'sensory-friendly-sessions', 'gender-neutral-changing']::text[])
      with ordinality as access_set(feature, position)
    where feature = any("studios"."accessibility") order by position))::text, 'null'), ',"accessibilityNotes":', coalesce(to_json("studios"."accessibility_notes")::text, 'null'), ',"isActive":', coalesce(to_json(coalesce("studios"."is_active", true))::text, 'null'), ',"verified":', coalesce(to_json("studios"."verified")::text, 'null'), ',"createdAt":"', to_char(coalesce("studios"."created_at", 'epoch'::timestamptz) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"', ',"latitude":', coalesce(to_json("studios"."latitude")::text, 'null'), ',"longitude":', coalesce(to_json("studios"."longitude")::text, 'null'), '}')
  FROM "studios" WHERE "studios"."id" = ANY(studio_ids)
  ON CONFLICT ("studio_id") DO UPDATE SET "card" = excluded."card"
    WHERE "studio_card_texts"."card" IS DISTINCT FROM excluded."card";
$$;
--> statement-breakpoint
-- A class or studio written writes its own text. Only the columns the card shows: the session
-- triggers' refresh of next_session_at and the read model of 0087 rewrite class rows all day, and
-- pass this by.
CREATE FUNCTION "write_card_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'classes' THEN
    PERFORM "class_card_texts_write"(ARRAY[NEW."id"]);
  ELSE
    PERFORM "studio_card_texts_write"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_write_card_text" AFTER INSERT OR UPDATE OF "studio_id", "title", "description",
  "service_type", "delivery_method", "duration", "price", "max_participants", "difficulty", "requirements",
  "image_url", "is_active", "created_at" ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "write_card_text"();
--> statement-breakpoint
CREATE TRIGGER "studios_write_card_text" AFTER INSERT OR UPDATE OF "user_id", "name", "description",
  "address", "city", "postcode", "phone", "website", "image_url", "rating", "review_count", "service_types",
  "amenities", "accessibility", "accessibility_notes", "is_active", "verified", "created_at", "latitude",
  "longitude" ON "studios"
  FOR EACH ROW EXECUTE FUNCTION "write_card_text"();
--> statement-breakpoint
-- The rows already here.
SELECT "class_card_texts_write"(ARRAY(SELECT "id" FROM "classes"));
--> statement-breakpoint
SELECT "studio_card_texts_write"(ARRAY(SELECT "id" FROM "studios"));
