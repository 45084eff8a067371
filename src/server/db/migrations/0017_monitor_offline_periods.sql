CREATE TABLE "monitor_offline_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"failed_checks" integer NOT NULL,
	"hosts" integer NOT NULL,
	CONSTRAINT "monitor_offline_periods_order_ck" CHECK ("monitor_offline_periods"."ended_at" is null or "monitor_offline_periods"."ended_at" >= "monitor_offline_periods"."started_at")
);
--> statement-breakpoint
CREATE INDEX "monitor_offline_periods_started_idx" ON "monitor_offline_periods" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_offline_periods_one_open_uq" ON "monitor_offline_periods" USING btree ((true)) WHERE "monitor_offline_periods"."ended_at" is null;