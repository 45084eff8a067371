ALTER TABLE "clinic_access" ADD COLUMN "clinic_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "clinic_registrations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "clinic_registrations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_registrations" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "ip_whitelist" ADD COLUMN "clinic_access_id" uuid;--> statement-breakpoint
ALTER TABLE "clinic_access" ADD CONSTRAINT "clinic_access_clinic_registration_id_clinic_registrations_id_fk" FOREIGN KEY ("clinic_registration_id") REFERENCES "public"."clinic_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_registrations" ADD CONSTRAINT "clinic_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_whitelist" ADD CONSTRAINT "ip_whitelist_clinic_access_id_clinic_access_id_fk" FOREIGN KEY ("clinic_access_id") REFERENCES "public"."clinic_access"("id") ON DELETE cascade ON UPDATE no action;