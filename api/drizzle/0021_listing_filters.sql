CREATE INDEX "products_colour_idx" ON "products" USING btree ("category","colour") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_fabric_idx" ON "products" USING btree ("category","fabric") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_occasion_idx" ON "products" USING btree ("category","occasion") WHERE "products"."active";