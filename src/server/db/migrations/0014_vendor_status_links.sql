CREATE TABLE "vendor_status_links" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"page_url" text NOT NULL,
	"component" text,
	"state" text,
	"vendor_word" text,
	"incident_title" text,
	"incident_url" text,
	"read_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_status_links_kind_ck" CHECK ("vendor_status_links"."kind" in ('statuspage', 'betterstack', 'feed')),
	CONSTRAINT "vendor_status_links_state_ck" CHECK ("vendor_status_links"."state" is null or "vendor_status_links"."state" in ('online', 'warning', 'offline', 'maintenance'))
);
--> statement-breakpoint
ALTER TABLE "vendor_status_links" ADD CONSTRAINT "vendor_status_links_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_status_links_next_poll_idx" ON "vendor_status_links" USING btree ("next_poll_at");