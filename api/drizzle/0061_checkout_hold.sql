-- A checkout's stock hold (api/src/modules/checkout/holds.ts) as one call: PostgreSQL plans a
-- function's statements once per connection, where the hold sent as text was parsed and planned
-- on every checkout (about half of the database's time for it). All or nothing, in the caller's
-- transaction (or the call's own):
-- 1. the shopper's advisory locks (`lock_keys`, sorted: two checkouts never deadlock);
-- 2. `kept_insert` (the call's idempotency record, `insert ... returning`): no row means a copy
--    of the call committed first, and nothing else is done;
-- 3. `priced` (null: no check): each product still on sale as the checkout priced it;
-- 4. her live holds of each size (a statement after the locks: it sees what a checkout of hers
--    that went first committed); none may go over `max_per_size`;
-- 5. the stock rows locked in the takers' order and, once locked, read as their newest version;
--    only when every size has enough are they decremented, the holds written and each of
--    `writes` run (the checkout's row, the sandbox's payment order);
-- 6. not written, `kept_undo` deletes the record again (a refusal keeps no answer).
-- One row: the held pieces and whether each size was there (in the needs' order), and the rest.
CREATE FUNCTION "checkout_hold"(
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
LANGUAGE plpgsql AS $$
DECLARE
  "_step" text;
  "_rows" integer;
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
    SELECT count(*) = jsonb_array_length("_priced")
    FROM "products" "p"
    JOIN jsonb_to_recordset("_priced") AS "f"("id" uuid, "pricePaise" integer, "name" text, "category" text,
      "madeToMeasure" boolean, "images" jsonb) ON "f"."id" = "p"."id"
    WHERE "p"."active" AND "p"."price_paise" = "f"."pricePaise" AND "p"."name" = "f"."name"
      AND "p"."category" = "f"."category" AND "p"."made_to_measure" = "f"."madeToMeasure"
      AND "p"."images" = "f"."images");
  SELECT coalesce(array_agg(coalesce("h"."pieces", 0) ORDER BY "n"."ord"), '{}')
  INTO "held"
  FROM unnest("_product_ids", "_stock_keys") WITH ORDINALITY AS "n"("product_id", "stock_key", "ord")
  LEFT JOIN LATERAL (
    SELECT sum("s"."quantity")::integer AS "pieces" FROM "stock_holds" "s"
    WHERE "s"."product_id" = "n"."product_id" AND "s"."stock_key" = "n"."stock_key" AND "s"."state" = 'held'
      AND "s"."expires_at" > "_now" AND "s"."holders" && "_holders"
  ) "h" ON true;
  IF "unchanged" AND NOT EXISTS (
    SELECT 1 FROM unnest("held", "_quantities") AS "c"("pieces", "quantity") WHERE "c"."pieces" + "c"."quantity" > "_max_per_size"
  ) THEN
    PERFORM 1 FROM "product_stock" "s"
    JOIN unnest("_product_ids", "_stock_keys") AS "n"("product_id", "stock_key")
      ON "n"."product_id" = "s"."product_id" AND "n"."stock_key" = "s"."stock_key"
    ORDER BY "s"."product_id", "s"."stock_key"
    FOR UPDATE OF "s";
    SELECT coalesce(array_agg(coalesce("s"."on_hand" >= "n"."quantity", false) ORDER BY "n"."ord"), '{}')
    INTO "there"
    FROM unnest("_product_ids", "_stock_keys", "_quantities") WITH ORDINALITY AS "n"("product_id", "stock_key", "quantity", "ord")
    LEFT JOIN "product_stock" "s" ON "s"."product_id" = "n"."product_id" AND "s"."stock_key" = "n"."stock_key";
    IF true = ALL ("there") THEN
      UPDATE "product_stock" "s" SET "on_hand" = "s"."on_hand" - "n"."quantity"
      FROM unnest("_product_ids", "_stock_keys", "_quantities") AS "n"("product_id", "stock_key", "quantity")
      WHERE "s"."product_id" = "n"."product_id" AND "s"."stock_key" = "n"."stock_key";
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
