ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "is_active" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "consent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "consent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_confirm_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribeTokenHash_unique" UNIQUE("unsubscribe_token_hash");--> statement-breakpoint
-- Hand-written: subscribers from before double opt-in gave consent on the form; that consent stands.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "consent_at" WHERE "is_active" AND "consent_at" IS NOT NULL;
