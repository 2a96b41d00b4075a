ALTER TABLE "candidates" ADD COLUMN "managed_status" text DEFAULT 'shortlisted' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "interview_date" date;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "interview_time" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "selection_type" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "selection_date" date;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "managed_profile" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "managed_position" text GENERATED ALWAYS AS (coalesce(managed_profile ->> 'applyingPosition', position)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_managed_agency_idx" ON "candidates" USING btree ("agency_id","managed_status","id");--> statement-breakpoint
CREATE INDEX "candidates_managed_status_idx" ON "candidates" USING btree ("managed_status","id");--> statement-breakpoint
CREATE INDEX "candidates_managed_position_idx" ON "candidates" USING btree ("managed_position","managed_status","id");--> statement-breakpoint
CREATE INDEX "candidates_name_sort_idx" ON "candidates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "candidates_gender_sort_idx" ON "candidates" USING btree ("gender","id");--> statement-breakpoint
CREATE INDEX "candidates_nationality_sort_idx" ON "candidates" USING btree ("nationality","id");--> statement-breakpoint
CREATE INDEX "candidates_interview_date_idx" ON "candidates" USING btree ("interview_date");--> statement-breakpoint
CREATE INDEX "candidates_selection_date_idx" ON "candidates" USING btree ("selection_date");--> statement-breakpoint
CREATE INDEX "candidates_name_trgm_idx" ON "candidates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_managed_position_trgm_idx" ON "candidates" USING gin ("managed_position" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_managed_status_check" CHECK ("candidates"."managed_status" in ('shortlisted', 'interviewed', 'scheduled', 'selected', 'hired', 'rejected', 'returned', 'replaced', 'deployed'));--> statement-breakpoint
-- Backfill: spread the rows that existed before over the statuses (the seed does the same for
-- the rows it writes), with an interview or selection date where the status has one.
UPDATE "candidates" SET
  "managed_status" = (ARRAY['shortlisted', 'interviewed', 'scheduled', 'selected', 'hired', 'rejected', 'returned', 'replaced', 'deployed'])[1 + "id" % 9],
  "interview_date" = CASE WHEN "id" % 9 IN (1, 2) THEN "listed_date" + 7 END,
  "interview_time" = CASE WHEN "id" % 9 IN (1, 2) THEN '10:30' END,
  "selection_type" = CASE WHEN "id" % 9 IN (3, 4, 8) THEN 'Direct' END,
  "selection_date" = CASE WHEN "id" % 9 IN (3, 4, 8) THEN "listed_date" + 14 END
WHERE "user_id" IS NULL;
