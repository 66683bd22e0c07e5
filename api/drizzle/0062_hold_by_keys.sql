DROP INDEX "stock_holds_size_idx";--> statement-breakpoint
DROP INDEX "stock_holds_expiry_idx";--> statement-breakpoint
CREATE INDEX "stock_holds_holder_idx" ON "stock_holds" USING gin ("holders") WITH (fastupdate=off) WHERE "stock_holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "stock_holds_expiry_idx" ON "stock_holds" USING btree ("expires_at") WHERE "stock_holds"."state" = 'held' and "stock_holds"."expires_at" is not null;--> statement-breakpoint
-- `checkout_hold` (0061) again, its steps unchanged, each one a lookup by key whatever the tables hold:
-- * a shopper's live holds are found by her keys (the index above), not by reading every live hold
--   of the size, which a sale's popular size has hundreds of;
-- * the stock rows are locked, read and decremented one need at a time by their primary key, in
--   the order the caller gives (the takers' order, stock/pieces.ts, as every other taker locks);
-- * each priced product is looked up by its id;
-- * plans are generic (planned once per connection): PostgreSQL otherwise kept planning each
--   statement afresh for the arrays it was given, nearly half the function's time;
-- * never a whole table (enable_seqscan off): a generic plan is made once, with the statistics of
--   its moment, and a new store's tables are empty then. The count of her holds has one way in,
--   the index above: the sweep's index on expiry (rebuilt above with a predicate this count does
--   not imply) would read every live hold.
CREATE OR REPLACE FUNCTION "checkout_hold"(
  "_lock_keys" text[],
  "_holders" text[],
  "_checkout_id" uuid,
  "_product_ids" uuid[],
  "_stock_keys" text[],
  "_quantities" integer[],
  "_now" timestamptz,
  "_expires_at" timestamptz,
  "_max_per_size" integer,
  "_priced" jsonb,
  "_kept_insert" text,
  "_kept_undo" text,
  "_writes" text[]
) RETURNS TABLE ("held" integer[], "there" boolean[], "kept" boolean, "unchanged" boolean, "written" boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  "_step" text;
  "_rows" integer;
  "_i" integer;
  "_on_hand" integer;
BEGIN
  FOREACH "_step" IN ARRAY "_lock_keys" LOOP
    PERFORM pg_advisory_xact_lock(hashtext("_step"));
  END LOOP;
  "kept" := true;
  "written" := false;
  IF "_kept_insert" IS NOT NULL THEN
    EXECUTE "_kept_insert";
    GET DIAGNOSTICS "_rows" = ROW_COUNT;
    "kept" := "_rows" > 0;
    IF NOT "kept" THEN
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  "unchanged" := "_priced" IS NULL OR (
    SELECT coalesce(bool_and(EXISTS (
      SELECT FROM "products" "p"
      WHERE "p"."id" = "f"."id" AND "p"."active" AND "p"."price_paise" = "f"."pricePaise" AND "p"."name" = "f"."name"
        AND "p"."category" = "f"."category" AND "p"."made_to_measure" = "f"."madeToMeasure"
        AND "p"."images" = "f"."images")), true)
    FROM jsonb_to_recordset("_priced") AS "f"("id" uuid, "pricePaise" integer, "name" text, "category" text,
      "madeToMeasure" boolean, "images" jsonb));
  "held" := '{}';
  FOR "_i" IN 1 .. coalesce(array_length("_product_ids", 1), 0) LOOP
    -- The expiry filters the sum, not the rows: the sweep's index on it is no way in.
    "held"["_i"] := (
      SELECT coalesce(sum("s"."quantity") FILTER (WHERE "s"."expires_at" > "_now"), 0) FROM "stock_holds" "s"
      WHERE "s"."holders" && "_holders" AND "s"."state" = 'held' AND "s"."product_id" = "_product_ids"["_i"]
        AND "s"."stock_key" = "_stock_keys"["_i"]);
  END LOOP;
  IF "unchanged" AND NOT EXISTS (
    SELECT FROM unnest("held", "_quantities") AS "c"("pieces", "quantity") WHERE "c"."pieces" + "c"."quantity" > "_max_per_size"
  ) THEN
    "there" := '{}';
    FOR "_i" IN 1 .. coalesce(array_length("_product_ids", 1), 0) LOOP
      SELECT "s"."on_hand" INTO "_on_hand" FROM "product_stock" "s"
      WHERE "s"."product_id" = "_product_ids"["_i"] AND "s"."stock_key" = "_stock_keys"["_i"]
      FOR UPDATE;
      "there"["_i"] := coalesce("_on_hand" >= "_quantities"["_i"], false);
    END LOOP;
    IF true = ALL ("there") THEN
      FOR "_i" IN 1 .. coalesce(array_length("_product_ids", 1), 0) LOOP
        UPDATE "product_stock" "s" SET "on_hand" = "s"."on_hand" - "_quantities"["_i"]
        WHERE "s"."product_id" = "_product_ids"["_i"] AND "s"."stock_key" = "_stock_keys"["_i"];
      END LOOP;
      INSERT INTO "stock_holds" ("checkout_id", "product_id", "stock_key", "quantity", "expires_at", "holders")
      SELECT "_checkout_id", "n"."product_id", "n"."stock_key", "n"."quantity", "_expires_at", "_holders"
      FROM unnest("_product_ids", "_stock_keys", "_quantities") AS "n"("product_id", "stock_key", "quantity");
      FOREACH "_step" IN ARRAY "_writes" LOOP
        EXECUTE "_step";
      END LOOP;
      "written" := true;
    END IF;
  END IF;
  IF NOT "written" AND "_kept_undo" IS NOT NULL THEN
    EXECUTE "_kept_undo";
  END IF;
  RETURN NEXT;
END;
$$;
