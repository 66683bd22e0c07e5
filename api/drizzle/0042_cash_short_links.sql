CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_confirmed_how" text;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_order_purpose_idx" ON "short_links" USING btree ("order_id","purpose");