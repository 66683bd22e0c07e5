ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refund_processed_at" timestamp with time zone;--> statement-breakpoint
-- Revenue now loses a refund when the provider says it is processed, not when it was asked for.
-- The desk's refunds of unapplied payments made before this were not followed further; the
-- provider processes them within days, so they count as processed from this upgrade (revenue,
-- which already left them out, does not move).
UPDATE "payments" SET "refund_processed_at" = now()
WHERE "refund_id" IS NOT NULL AND "refund_id" <> 'pending' AND "refund_processed_at" IS NULL;
