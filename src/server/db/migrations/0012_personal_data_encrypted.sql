-- Hand-edited (ADR 3). SQL cannot encrypt (the keys live in the app), so the plain columns that
-- hold people's data are not dropped here: the start-up data step (src/server/db/data-steps/)
-- encrypts them into the new columns, then drops them and sets NOT NULL where the schema says so.
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_emailHash_unique" UNIQUE("email_hash");--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "personal_encrypted" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "company_name_encrypted" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "subject_encrypted" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "message_encrypted" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "company_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
-- Admin phrases live 15 minutes and are single use: pending ones are simply asked for again.
DELETE FROM "admin_auth_phrases";--> statement-breakpoint
ALTER TABLE "admin_auth_phrases" ADD COLUMN "email_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_auth_phrases" DROP COLUMN "email";
