ALTER TABLE "product_stock" ADD COLUMN IF NOT EXISTS "availability_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sizes counted before today last changed, as far as anyone knows, when their product did.
UPDATE "product_stock" s SET "availability_changed_at" = p."updated_at" FROM "products" p WHERE p."id" = s."product_id";--> statement-breakpoint
-- What a shopper sees of a size is in stock, 'Only N left' (N <= 3) or out (as 0019's version
-- trigger reads it): when that changes, the size's page changed, and the sitemap says so.
CREATE OR REPLACE FUNCTION "stamp_stock_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF least(OLD."on_hand", 4) <> least(NEW."on_hand", 4) THEN
    NEW."availability_changed_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_stock_stamp_availability" ON "product_stock";--> statement-breakpoint
CREATE TRIGGER "product_stock_stamp_availability" BEFORE UPDATE OF "on_hand" ON "product_stock"
  FOR EACH ROW EXECUTE FUNCTION "stamp_stock_availability"();
