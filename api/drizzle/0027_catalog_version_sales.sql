ALTER TABLE "catalog_state" ADD COLUMN IF NOT EXISTS "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A sale adds to products.units_sold (the listing's 'Most Popular'). With 0009's statement
-- trigger every placed order moved the catalogue's version: all of them queued on the one
-- catalog_state row until their commits, and every sale threw away every instance's cached
-- listings and pages. Now an edit of anything else moves it at once, and sales alone at most
-- every 5 minutes (so 'Most Popular' still follows them). Written to run again safely.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version_on_product_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_products" o JOIN "new_products" n ON n."id" = o."id"
    WHERE (to_jsonb(o) - 'units_sold') IS DISTINCT FROM (to_jsonb(n) - 'units_sold')
  ) THEN
    UPDATE "catalog_state" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSIF EXISTS (
    SELECT 1 FROM "catalog_state" WHERE "id" = 1 AND "changed_at" < now() - interval '5 minutes'
  ) THEN
    -- Read without a lock first: only the sale that finds the version 5 minutes old queues.
    UPDATE "catalog_state" SET "version" = "version" + 1, "changed_at" = now()
    WHERE "id" = 1 AND "changed_at" < now() - interval '5 minutes';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version_on_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND least(OLD."on_hand", 4) = least(NEW."on_hand", 4) THEN
    RETURN NULL;
  END IF;
  UPDATE "catalog_state" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_bump_catalog_version" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_bump_catalog_version_on_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_bump_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Transition tables allow one event per trigger, hence a trigger of its own for updates.
CREATE TRIGGER "products_bump_catalog_version_on_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_product_update"();
