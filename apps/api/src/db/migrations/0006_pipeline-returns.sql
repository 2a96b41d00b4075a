ALTER TABLE "pipeline_entries" DROP CONSTRAINT "pipeline_entries_status_check";--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD COLUMN "returned_on" date;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD COLUMN "replaced_on" date;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_status_check" CHECK ("pipeline_entries"."status" in ('shortlisted', 'interview', 'selected', 'hired', 'rejected', 'returned', 'replaced'));