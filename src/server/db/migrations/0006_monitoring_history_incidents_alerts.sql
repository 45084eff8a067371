CREATE TABLE "alert_subscription_services" (
	"subscription_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"last_alert_at" timestamp with time zone,
	CONSTRAINT "alert_subscription_services_subscription_id_service_id_pk" PRIMARY KEY("subscription_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_encrypted" text NOT NULL,
	"email_hash" text NOT NULL,
	"source" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_at" timestamp with time zone,
	"ip_address" text,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_emailHash_unique" UNIQUE("email_hash"),
	CONSTRAINT "alert_subscriptions_unsubscribeTokenHash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"status" text NOT NULL,
	"latency_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "check_rollups" (
	"service_id" uuid NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"ok_checks" integer DEFAULT 0 NOT NULL,
	"warning_checks" integer DEFAULT 0 NOT NULL,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"latency_sum_ms" integer DEFAULT 0 NOT NULL,
	"latency_count" integer DEFAULT 0 NOT NULL,
	"latency_max_ms" integer,
	CONSTRAINT "check_rollups_service_id_hour_start_pk" PRIMARY KEY("service_id","hour_start")
);
--> statement-breakpoint
CREATE TABLE "incident_services" (
	"incident_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "incident_services_incident_id_service_id_pk" PRIMARY KEY("incident_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "incident_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'investigating' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "incidents_status_ck" CHECK ("incidents"."status" in ('investigating', 'identified', 'monitoring', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_services" (
	"window_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "maintenance_services_window_id_service_id_pk" PRIMARY KEY("window_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "maintenance_windows_order_ck" CHECK ("maintenance_windows"."ends_at" > "maintenance_windows"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "service_checks" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"interval_seconds" integer DEFAULT 60 NOT NULL,
	"timeout_ms" integer DEFAULT 10000 NOT NULL,
	"expected_status_min" integer DEFAULT 200 NOT NULL,
	"expected_status_max" integer DEFAULT 399 NOT NULL,
	"keyword" text,
	"expected_address" text,
	"latency_warn_ms" integer,
	"failures_to_offline" integer DEFAULT 3 NOT NULL,
	"successes_to_online" integer DEFAULT 2 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"consecutive_successes" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_latency_ms" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_checks_type_ck" CHECK ("service_checks"."type" in ('http', 'tcp', 'dns')),
	CONSTRAINT "service_checks_interval_ck" CHECK ("service_checks"."interval_seconds" >= 30)
);
--> statement-breakpoint
CREATE TABLE "status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"actor" text,
	"details" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "check_status" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "override_status" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "override_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "override_by" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "override_by_name" text;--> statement-breakpoint
ALTER TABLE "alert_subscription_services" ADD CONSTRAINT "alert_subscription_services_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscription_services" ADD CONSTRAINT "alert_subscription_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_results" ADD CONSTRAINT "check_results_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_rollups" ADD CONSTRAINT "check_rollups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_services" ADD CONSTRAINT "incident_services_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_services" ADD CONSTRAINT "incident_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_services" ADD CONSTRAINT "maintenance_services_window_id_maintenance_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_services" ADD CONSTRAINT "maintenance_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_checks" ADD CONSTRAINT "service_checks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_subscription_services_service_idx" ON "alert_subscription_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_confirm_idx" ON "alert_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "check_results_service_at_idx" ON "check_results" USING btree ("service_id","checked_at");--> statement-breakpoint
CREATE INDEX "check_results_at_idx" ON "check_results" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "check_rollups_hour_idx" ON "check_rollups" USING btree ("hour_start");--> statement-breakpoint
CREATE INDEX "incident_services_service_idx" ON "incident_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "incident_updates_incident_idx" ON "incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_resolved_idx" ON "incidents" USING btree ("resolved_at");--> statement-breakpoint
CREATE INDEX "maintenance_services_service_idx" ON "maintenance_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_time_idx" ON "maintenance_windows" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "service_checks_next_run_idx" ON "service_checks" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "status_changes_service_at_idx" ON "status_changes" USING btree ("service_id","at");--> statement-breakpoint
CREATE INDEX "status_changes_at_idx" ON "status_changes" USING btree ("at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;