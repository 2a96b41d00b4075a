-- The candidates version moves on only when a statement changed rows: an UPDATE that matched
-- nothing (a refused request, e.g. hiding a profile that was never saved) stores nothing, the
-- version included, and empties no cache. Transition tables say what a statement changed; they
-- allow one event per trigger, hence one trigger per event.
DROP TRIGGER "candidates_version_bump" ON "candidates";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "candidates_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "candidates_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "candidates_version_bump_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidates_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_version_on_insert" AFTER INSERT ON "candidates"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidates_version_bump"();--> statement-breakpoint
CREATE TRIGGER "candidates_version_on_update" AFTER UPDATE ON "candidates"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidates_version_bump"();--> statement-breakpoint
CREATE TRIGGER "candidates_version_on_delete" AFTER DELETE ON "candidates"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidates_version_bump"();--> statement-breakpoint
CREATE TRIGGER "candidates_version_on_truncate" AFTER TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidates_version_bump_on_truncate"();
