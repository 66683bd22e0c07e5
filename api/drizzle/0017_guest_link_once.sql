ALTER TABLE "orders" ADD COLUMN "guest_link_issued_at" timestamp with time zone;--> statement-breakpoint
-- Guest orders placed before this change may have had links handed out: none is handed out again.
UPDATE "orders" SET "guest_link_issued_at" = "created_at" WHERE "guest";
