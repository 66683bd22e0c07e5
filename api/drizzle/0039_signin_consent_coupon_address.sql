ALTER TABLE "coupon_redemptions" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_address_idx" ON "coupon_redemptions" USING btree ("code","address_key");--> statement-breakpoint
-- Past uses count against the address they were delivered to (couponAddressKey in modules/coupons/applyCoupon.ts).
UPDATE "coupon_redemptions" AS r SET "address_key" = NULLIF(regexp_replace(lower(o."shipping_address"->>'street'), '[^a-z0-9]', '', 'g'), '') || '|' || regexp_replace(coalesce(o."shipping_address"->>'zip', ''), '[^0-9]', '', 'g') FROM "orders" AS o WHERE o."id" = r."order_id";
