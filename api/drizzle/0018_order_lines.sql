CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"section" text NOT NULL,
	"size" jsonb,
	"custom" boolean DEFAULT false NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"stage" text,
	"stock_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_short" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
-- Expand, copy, contract: every existing order's items become rows (position = index in the
-- array, the stage from item_stages at that index), then the two columns go.
INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "section", "size", "custom", "image", "unit_price_paise", "stage", "created_at")
SELECT o."id",
       (e.ord - 1)::int,
       (e.item->>'productId')::uuid,
       coalesce(e.item->>'name', ''),
       coalesce(p."category",
                CASE WHEN jsonb_typeof(e.item->'size') = 'object' AND e.item->'size' ? 'upper' THEN 'mens'
                     WHEN jsonb_typeof(e.item->'size') = 'string' THEN 'womens'
                     WHEN jsonb_typeof(e.item->'size') = 'object' THEN 'womens'
                     ELSE 'accessories' END),
       CASE WHEN jsonb_typeof(e.item->'size') IN ('null') OR e.item->'size' IS NULL THEN NULL ELSE e.item->'size' END,
       coalesce(jsonb_typeof(e.item->'size') = 'object' AND e.item->'size' ? 'custom', false),
       coalesce(e.item->>'image', ''),
       (e.item->>'pricePaise')::int,
       CASE WHEN jsonb_typeof(e.item->'size') = 'object' AND e.item->'size' ? 'custom'
            THEN coalesce(o."item_stages"->>(e.ord - 1)::int, 'received') END,
       o."created_at"
FROM "orders" o
CROSS JOIN LATERAL jsonb_array_elements(o."items") WITH ORDINALITY AS e(item, ord)
LEFT JOIN "products" p ON p."id" = (e.item->>'productId')::uuid;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "items";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "item_stages";