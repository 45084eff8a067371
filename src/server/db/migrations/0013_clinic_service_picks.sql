CREATE TABLE "clinic_service_picks" (
	"clinic_access_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_service_picks_clinic_access_id_service_id_pk" PRIMARY KEY("clinic_access_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "clinic_service_picks" ADD CONSTRAINT "clinic_service_picks_clinic_access_id_clinic_access_id_fk" FOREIGN KEY ("clinic_access_id") REFERENCES "public"."clinic_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_service_picks" ADD CONSTRAINT "clinic_service_picks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_service_picks_service_idx" ON "clinic_service_picks" USING btree ("service_id");