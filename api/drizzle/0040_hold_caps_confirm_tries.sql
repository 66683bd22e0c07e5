CREATE TABLE "cash_confirm_tries" (
	"order_id" uuid NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cash_confirm_tries_order_id_client_pk" PRIMARY KEY("order_id","client")
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD COLUMN "holders" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_confirm_tries" ADD CONSTRAINT "cash_confirm_tries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_size_idx" ON "stock_holds" USING btree ("product_id","stock_key") WHERE "stock_holds"."state" = 'held';