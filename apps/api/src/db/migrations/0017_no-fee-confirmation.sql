ALTER TABLE "candidates" ADD COLUMN "no_fee_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "no_fee_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_no_fee_confirmed_by_users_id_fk" FOREIGN KEY ("no_fee_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;