ALTER TABLE "product_ratings" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD COLUMN "reviewer" text;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_ratings_product_idx" ON "product_ratings" USING btree ("product_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_fit_check" CHECK ("product_ratings"."fit" in ('small', 'true', 'large'));--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_review_check" CHECK (char_length("product_ratings"."review") <= 1000);