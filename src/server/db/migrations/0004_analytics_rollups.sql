CREATE TABLE "dashboard_click_buckets" (
	"bucket_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_click_cards" (
	"card_type" text NOT NULL,
	"card_id" text NOT NULL,
	"card_name" text NOT NULL,
	"count" integer NOT NULL,
	"last_clicked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_click_cards_card_type_card_id_pk" PRIMARY KEY("card_type","card_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_click_buckets" (
	"bucket_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
