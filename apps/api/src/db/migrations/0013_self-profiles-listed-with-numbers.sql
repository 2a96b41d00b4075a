-- A family with a plan reaches a listed worker through her phone and WhatsApp (candidate_contacts).
-- A worker who saved her profile before the form asked for them has none, so her profile is not
-- complete any more: it leaves the public list until she adds them (the service keeps
-- is_complete from then on). Rows written by the seed or an agency are left as they are.
UPDATE "candidates" SET "is_complete" = false
WHERE "user_id" IS NOT NULL
  AND "is_complete"
  AND NOT EXISTS (
    SELECT 1 FROM "candidate_contacts" WHERE "candidate_contacts"."candidate_id" = "candidates"."id"
  );
