CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_last_check" CHECK ("document_counters"."last" > 0)
);
--> statement-breakpoint
-- Each year's series continues after the highest invoice number already issued in it.
INSERT INTO "document_counters" ("series", "last")
SELECT substr("invoice_no", 1, 8), max(substr("invoice_no", 10)::integer)
FROM "invoices"
WHERE "invoice_no" ~ '^INV-[0-9]{4}-[0-9]+$'
GROUP BY substr("invoice_no", 1, 8);
