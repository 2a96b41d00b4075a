CREATE TABLE "agency_legal_documents" (
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"issue_date" date,
	"expiry_date" date,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agency_legal_documents_agency_id_kind_pk" PRIMARY KEY("agency_id","kind"),
	CONSTRAINT "agency_legal_documents_kind_check" CHECK ("agency_legal_documents"."kind" in ('companyRegistration', 'tradeLicense', 'taxationDocument', 'otherDocuments'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_salutation" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_middle_name" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_gender" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "tiktok" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "zoom" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_status" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT 'UAE' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_legal_documents" ADD CONSTRAINT "agency_legal_documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_status_updated_idx" ON "agencies" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "agencies_created_idx" ON "agencies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agencies_name_trgm_idx" ON "agencies" USING gin ("agency_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_client_status_updated_idx" ON "users" USING btree ("role","client_status","updated_at");--> statement-breakpoint
CREATE INDEX "users_role_country_idx" ON "users" USING btree ("role","country","updated_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_timezone_check" CHECK ("agencies"."timezone" is null or "agencies"."timezone" in ('GMT', 'EST', 'PST'));--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_contact_salutation_check" CHECK ("agencies"."contact_salutation" is null or "agencies"."contact_salutation" in ('Mr', 'Mrs', 'Ms'));--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_contact_gender_check" CHECK ("agencies"."contact_gender" is null or "agencies"."contact_gender" in ('Male', 'Female'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_status_check" CHECK ("users"."client_status" in ('New', 'Hold', 'Resume', 'Suspended'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_check" CHECK ("users"."country" in ('UAE', 'Qatar', 'Saudi Arabia', 'Oman', 'Kuwait', 'Bahrain'));