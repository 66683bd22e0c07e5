DROP INDEX "products_listing_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" numeric(4, 3) GENERATED ALWAYS AS (case when rating_count = 0 then 0 else round(rating_total::numeric / rating_count, 3) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("category","price_paise","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("category","units_sold" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("category","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_check" CHECK ("products"."rating_count" >= 0 and "products"."rating_total" between "products"."rating_count" and 5 * "products"."rating_count");