ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
CREATE INDEX "products_name_hi_trgm_idx" ON "products" USING gin ("name_hi" gin_trgm_ops) WITH (fastupdate=off);