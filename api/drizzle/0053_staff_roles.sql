ALTER TABLE "customers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- The one shared admin login becomes the store's owner (staff roles: owner, support, workshop).
UPDATE "customers" SET "role" = 'owner' WHERE "role" = 'admin';
