ALTER TABLE "incident_services" ADD COLUMN "impact" text;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "impact" text;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "what_to_do" text;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "notify" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "what_to_do" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "manual_status" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "guidance" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "portal_url" text;--> statement-breakpoint
ALTER TABLE "incident_services" ADD CONSTRAINT "incident_services_impact_ck" CHECK ("incident_services"."impact" is null or "incident_services"."impact" in ('degraded', 'outage'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_manual_status_ck" CHECK ("services"."manual_status" in ('online', 'warning', 'offline'));--> statement-breakpoint
-- Hand-written: the value set by hand so far is the stored status, unless an override (whose earlier value is unknown) holds it.
UPDATE "services" SET "manual_status" = CASE WHEN "override_status" IS NOT NULL THEN 'online' ELSE "status" END;
