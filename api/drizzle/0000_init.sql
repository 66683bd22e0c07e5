CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"brand" text,
	"material" text,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"sub_category" text DEFAULT 'default' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('mens', 'womens', 'accessories')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("category","active","created_at");