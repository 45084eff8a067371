-- An add (and each row of an import) asks whether a name is taken, case ignored, and puts the service last on
-- the board: both answered by index, so an add costs the same on a board of 20 services or of 20,000.
CREATE INDEX "services_name_lower_idx" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "services_sort_order_idx" ON "services" USING btree ("sort_order");