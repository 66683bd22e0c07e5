CREATE TABLE "product_stock" (
	"product_id" uuid NOT NULL,
	"stock_key" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_product_id_stock_key_pk" PRIMARY KEY("product_id","stock_key"),
	CONSTRAINT "product_stock_on_hand_check" CHECK ("product_stock"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"stock_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_state_check" CHECK ("stock_holds"."state" in ('held', 'sold', 'released')),
	CONSTRAINT "stock_holds_quantity_check" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_short" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fabric" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_measure" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "product_stock_key_idx" ON "product_stock" USING btree ("stock_key","product_id") WHERE "product_stock"."on_hand" > 0;--> statement-breakpoint
CREATE INDEX "product_stock_low_idx" ON "product_stock" USING btree ("on_hand") WHERE "product_stock"."on_hand" <= 3;--> statement-breakpoint
CREATE INDEX "stock_holds_checkout_idx" ON "stock_holds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "stock_holds_expiry_idx" ON "stock_holds" USING btree ("expires_at") WHERE "stock_holds"."state" = 'held';--> statement-breakpoint
UPDATE "products" SET "made_to_measure" = false WHERE "category" = 'accessories';--> statement-breakpoint
-- What a shopper sees of stock is in stock, 'Only N left' (N <= 3) or out: the cached catalogue
-- moves on when a count crosses into or within that, not on every sale of a well-stocked size.
CREATE FUNCTION "bump_catalog_version_on_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND least(OLD."on_hand", 4) = least(NEW."on_hand", 4) THEN
    RETURN NULL;
  END IF;
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_stock_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_stock"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version_on_stock"();
