ALTER TABLE "checkouts" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "cash_risk" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_risk" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;