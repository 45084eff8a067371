-- The language each recipient reads (en-CA | fr-CA): a clinic registration and the clinic it becomes, an alert
-- subscription, an alert channel and a signed-in person. Mails and channel messages are written in it. Rows made
-- before this migration were made in English, which is what the default says.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_access" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_registrations" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_channels" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;