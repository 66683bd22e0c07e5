CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"order_id" uuid,
	"checkout_id" uuid,
	"refund_id" uuid,
	"expires_at" timestamp with time zone,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_amount_check" CHECK ("store_credit_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "balances" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_customer_idx" ON "store_credit_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_checkout_idx" ON "store_credit_entries" USING btree ("checkout_id") WHERE "store_credit_entries"."checkout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_refund_idx" ON "store_credit_entries" USING btree ("refund_id","kind") WHERE "store_credit_entries"."refund_id" is not null;