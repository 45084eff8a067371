ALTER TABLE "vendor_status_links" ADD COLUMN "allow_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD COLUMN "maintenance_title" text;--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD COLUMN "maintenance_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD COLUMN "maintenance_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD COLUMN "maintenance_url" text;--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD CONSTRAINT "vendor_status_links_problem_ck" CHECK ("vendor_status_links"."problem" is null or "vendor_status_links"."problem" in ('unreadable', 'missing', 'not-monitored', 'unknown-state'));