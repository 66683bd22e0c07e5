CREATE TABLE "gift_card_amounts" (
	"amount_paise" integer PRIMARY KEY NOT NULL,
	CONSTRAINT "gift_card_amounts_positive" CHECK ("gift_card_amounts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"checkout_id" text,
	"order_id" uuid,
	"refund_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_kind_check" CHECK ("gift_card_entries"."kind" in ('issued', 'redeemed', 'released', 'given_back', 'expired', 'disabled')),
	CONSTRAINT "gift_card_entries_sign_check" CHECK (case when "gift_card_entries"."kind" in ('issued', 'released', 'given_back') then "gift_card_entries"."amount_paise" > 0 else "gift_card_entries"."amount_paise" <= 0 end)
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_order_id" text NOT NULL,
	"card_id" uuid NOT NULL,
	"customer_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"amount_paise" integer NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_purchases_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "gift_card_purchases_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text,
	"last4" text,
	"source" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text,
	"recipient_email" text,
	"message" text DEFAULT '' NOT NULL,
	"send_on" text NOT NULL,
	"sent_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_source_check" CHECK ("gift_cards"."source" in ('purchase', 'desk')),
	CONSTRAINT "gift_cards_reach_check" CHECK ("gift_cards"."recipient_phone" is not null or "gift_cards"."recipient_email" is not null)
);
--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_card_idx" ON "gift_card_entries" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_entries_checkout_idx" ON "gift_card_entries" USING btree ("card_id","checkout_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_entries_refund_idx" ON "gift_card_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("last4");--> statement-breakpoint
CREATE INDEX "gift_cards_unsent_idx" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."sent_at" is null;