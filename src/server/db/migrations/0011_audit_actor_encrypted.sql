ALTER TABLE "audit_log" ADD COLUMN "actor_label_encrypted" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_label_hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_label_idx" ON "audit_log" USING btree ("actor_label_hash");