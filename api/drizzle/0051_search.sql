CREATE TABLE "search_queries" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "search_queries_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"words" text[] NOT NULL,
	"one_way" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_words_check" CHECK (cardinality("search_synonyms"."words") between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(lower("name" || ' ' || coalesce("name_hi", '')), '[^a-z0-9ऀ-ॣ०-ॿ]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(lower("name" || ' ' || coalesce("name_hi", '') || ' ' || "type" || ' ' || coalesce("colour", '') || ' ' || coalesce("fabric", '') || ' ' || coalesce("material", '') || ' ' || coalesce("occasion", '') || ' ' || coalesce("brand", '')), '[^a-z0-9ऀ-ॣ०-ॿ]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_description" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(lower("description"), '[^a-z0-9ऀ-ॣ०-ॿ]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_queries_day_idx" ON "search_queries" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_search_description_trgm_idx" ON "products" USING gin ("search_description" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("category","type") WHERE "products"."active";--> statement-breakpoint
-- The vocabulary: each product's words, added as products are written (a statement trigger, so
-- a bulk insert adds its words once).
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "new_products" n,
    regexp_split_to_table(btrim(n."search_text" || n."search_description"), ' +') AS w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" p, regexp_split_to_table(btrim(p."search_text" || p."search_description"), ' +') AS w
WHERE w <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A synonym changes what searches find: the catalogue's cached answers go, as for a product's edit.
CREATE TRIGGER "search_synonyms_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
INSERT INTO "search_synonyms" ("words") VALUES
  (ARRAY['lehenga', 'lehnga', 'lengha', 'लहंगा', 'लहँगा', 'लेहेंगा']),
  (ARRAY['saree', 'sari', 'साड़ी', 'साडी']),
  (ARRAY['kurta', 'kurtha', 'कुर्ता']),
  (ARRAY['bandhgala', 'bandgala', 'बंधगला', 'बंदगला']),
  (ARRAY['jewellery', 'jewelry', 'ज्वेलरी', 'ज्वैलरी', 'आभूषण', 'गहने']),
  (ARRAY['sunglasses', 'shades', 'goggles', 'सनग्लास', 'चश्मा']);
