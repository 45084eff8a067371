CREATE TABLE "alert_channel_test_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_hint" text NOT NULL,
	"error" text NOT NULL,
	"response_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_channels" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "alert_channel_test_failures" ADD CONSTRAINT "alert_channel_test_failures_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channel_test_failures_created_idx" ON "alert_channel_test_failures" USING btree ("created_at");--> statement-breakpoint
UPDATE "alert_channels" SET "confirmed_at" = NULL WHERE "kind" = 'sms';