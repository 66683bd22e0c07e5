ALTER TABLE "order_events" ADD COLUMN "item_index" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_stages" jsonb DEFAULT '[]'::jsonb NOT NULL;