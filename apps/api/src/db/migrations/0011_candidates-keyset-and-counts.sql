CREATE TABLE "candidates_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidates_listed_age_asc_idx" ON "candidates" USING btree ("age","id") WHERE "candidates"."is_published" and "candidates"."visible" and "candidates"."is_complete";--> statement-breakpoint
CREATE INDEX "candidates_listed_age_desc_idx" ON "candidates" USING btree ((-"age"),"id") WHERE "candidates"."is_published" and "candidates"."visible" and "candidates"."is_complete";--> statement-breakpoint
CREATE INDEX "candidates_listed_salary_asc_idx" ON "candidates" USING btree ("salary_min","id") WHERE "candidates"."is_published" and "candidates"."visible" and "candidates"."is_complete";--> statement-breakpoint
CREATE INDEX "candidates_listed_salary_desc_idx" ON "candidates" USING btree ((-"salary_min") nulls last,"id") WHERE "candidates"."is_published" and "candidates"."visible" and "candidates"."is_complete";--> statement-breakpoint
CREATE INDEX "candidates_listed_counts_idx" ON "candidates" USING btree ("nationality","position","work_type","visa","age","salary_min","salary_max") WHERE "candidates"."is_published" and "candidates"."visible" and "candidates"."is_complete";--> statement-breakpoint
INSERT INTO "candidates_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that changes candidates moves the version on, in the same transaction, so a
-- cache keyed by it can never keep counts a committed write has made wrong (whoever wrote:
-- this server, another instance, a seed or a migration). Statement level: a 1 000-row insert
-- bumps once.
CREATE FUNCTION "candidates_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidates_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidates_version_bump"();
