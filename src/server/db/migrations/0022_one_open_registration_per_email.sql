-- One open registration (pending or verified) per e-mail address, enforced by a unique index.
-- Two requests at the same moment could each store one before: the extra ones are closed first.
-- Of an address's open registrations the one kept is the verified one (its e-mail was confirmed
-- and it may be under review), else the newest; the others are marked rejected with a reason
-- that says why, their verification links stop working, and nothing is mailed or deleted.
UPDATE "clinic_registrations" AS "registration"
SET "status" = 'rejected',
	"rejection_reason" = 'Duplicate: another registration for this e-mail address was kept instead.',
	"email_verification_token" = NULL,
	"email_verification_expires" = NULL,
	"reviewed_at" = now(),
	"updated_at" = now()
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "email_hash" ORDER BY "status" = 'verified' DESC, "created_at" DESC, "id" DESC) AS "rank"
	FROM "clinic_registrations"
	WHERE "status" IN ('pending', 'verified')
) AS "ranked"
WHERE "registration"."id" = "ranked"."id" AND "ranked"."rank" > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_registrations_one_open_per_email_uq" ON "clinic_registrations" USING btree ("email_hash") WHERE "clinic_registrations"."status" in ('pending', 'verified');
