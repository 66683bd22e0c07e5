CREATE TABLE "cash_remittances" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"remitted_on" date NOT NULL,
	"admin_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "payment_method" text DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "cash_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_confirm_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cash_phone_idx" ON "orders" USING btree ("phone","created_at") WHERE "orders"."payment_method" = 'cash';--> statement-breakpoint
CREATE INDEX "orders_cash_unconfirmed_idx" ON "orders" USING btree ("cash_confirm_by") WHERE "orders"."cash_state" = 'awaiting-confirmation';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_state_check" CHECK ("orders"."cash_state" in ('awaiting-confirmation', 'confirmed', 'collected', 'refused', 'cancelled'));