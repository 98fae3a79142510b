ALTER TABLE "studios" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "studios_location_idx" ON "studios" USING btree ("latitude","longitude") WHERE "studios"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_location_check" CHECK (("studios"."latitude" is null) = ("studios"."longitude" is null)
        and "studios"."latitude" between -90 and 90 and "studios"."longitude" between -180 and 180);