CREATE TABLE "coupon_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid,
	"phone" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_order_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Failure counts are short-lived: the table is made anew, keyed by e-mail and client.
DROP TABLE "admin_login_failures";--> statement-breakpoint
CREATE TABLE "admin_login_failures" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_login_failures_email_client_pk" PRIMARY KEY("email","client")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "open_balance_of" uuid;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "unapplied_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_code_idx" ON "coupon_redemptions" USING btree ("code","phone");--> statement-breakpoint
CREATE INDEX "guest_order_tokens_order_idx" ON "guest_order_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "admin_login_failures_email_idx" ON "admin_login_failures" USING btree ("email","last_failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_balance_idx" ON "checkouts" USING btree ("open_balance_of");