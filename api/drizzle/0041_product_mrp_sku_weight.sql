ALTER TABLE "products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku") WHERE "products"."sku" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mrp_check" CHECK ("products"."mrp_paise" is null or "products"."mrp_paise" >= "products"."price_paise");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" is null or "products"."weight_grams" > 0);