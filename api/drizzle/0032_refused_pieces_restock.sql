-- A refused delivery's pieces come back on sale when the desk has them back and marks them
-- sellable, as returned pieces do, not at the refusal (they are still with the courier then).
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "restock_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "restocked_at" timestamp with time zone;
