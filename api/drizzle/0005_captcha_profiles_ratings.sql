CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"fit" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id"),
	CONSTRAINT "product_ratings_range_check" CHECK ("product_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_profiles_name_idx" ON "measurement_profiles" USING btree ("customer_id",lower("name"));