-- Provider-written text in French beside the English: every column is nullable, null meaning that no
-- French was written (a French reader then sees the English, marked as such). Nothing existing changes.
ALTER TABLE "services" ADD COLUMN "guidance_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "guidance_issues_fr" text;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "message_fr" text;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "what_to_do_fr" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "what_to_do_fr" text;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_fr" text;