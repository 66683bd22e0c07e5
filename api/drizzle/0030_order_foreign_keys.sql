-- Foreign keys that hold an order together: its lines, events, notes, invoice, payments, cash
-- remittance, coupon use and guest links name a real order; a return names a line of its order;
-- its steps, refunds and credit note name that return. Rows that already point at nothing are
-- moved whole to orphaned_rows first (a captured payment instead loses its order and is flagged
-- for a refund, as an unapplied payment is), so the constraints can hold. Runs again safely.
CREATE TABLE IF NOT EXISTS "orphaned_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_name" text NOT NULL,
	"row" jsonb NOT NULL,
	"migration" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT IF EXISTS "order_lines_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT IF EXISTS "return_requests_line_fk";--> statement-breakpoint
ALTER TABLE "return_events" DROP CONSTRAINT IF EXISTS "return_events_return_id_return_requests_id_fk";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT IF EXISTS "refunds_return_fk";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT IF EXISTS "refunds_provider_payment_id_payments_provider_payment_id_fk";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT IF EXISTS "credit_notes_return_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT IF EXISTS "order_events_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_notes" DROP CONSTRAINT IF EXISTS "order_notes_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT IF EXISTS "invoices_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "cash_remittances" DROP CONSTRAINT IF EXISTS "cash_remittances_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP CONSTRAINT IF EXISTS "coupon_redemptions_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "guest_order_tokens" DROP CONSTRAINT IF EXISTS "guest_order_tokens_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT IF EXISTS "order_lines_id_order_unique";--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT IF EXISTS "return_requests_id_order_unique";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "order_lines" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'order_lines', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "return_requests" t WHERE NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."id" = t."line_id" AND l."order_id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'return_requests', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "return_events" t WHERE NOT EXISTS (SELECT 1 FROM "return_requests" r WHERE r."id" = t."return_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'return_events', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "refunds" t WHERE NOT EXISTS (SELECT 1 FROM "return_requests" r WHERE r."id" = t."return_id" AND r."order_id" = t."order_id")
   OR (t."provider_payment_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."provider_payment_id" = t."provider_payment_id")) RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'refunds', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "credit_notes" t WHERE NOT EXISTS (SELECT 1 FROM "return_requests" r WHERE r."id" = t."return_id" AND r."order_id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'credit_notes', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "order_events" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'order_events', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "order_notes" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'order_notes', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "invoices" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'invoices', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "cash_remittances" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'cash_remittances', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "coupon_redemptions" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'coupon_redemptions', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
WITH "moved" AS (DELETE FROM "guest_order_tokens" t WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id") RETURNING t.*)
INSERT INTO "orphaned_rows" ("table_name", "row", "migration") SELECT 'guest_order_tokens', to_jsonb("moved"), '0030_order_foreign_keys' FROM "moved";--> statement-breakpoint
UPDATE "payments" t SET "order_id" = NULL,
  "unapplied_reason" = coalesce(t."unapplied_reason", 'its order was missing when the foreign keys were added (migration 0030)')
WHERE t."order_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = t."order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_order_unique" UNIQUE("id","order_id");--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_id_order_unique" UNIQUE("id","order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_line_fk" FOREIGN KEY ("line_id","order_id") REFERENCES "public"."order_lines"("id","order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_fk" FOREIGN KEY ("return_id","order_id") REFERENCES "public"."return_requests"("id","order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_payment_id_payments_provider_payment_id_fk" FOREIGN KEY ("provider_payment_id") REFERENCES "public"."payments"("provider_payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_fk" FOREIGN KEY ("return_id","order_id") REFERENCES "public"."return_requests"("id","order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_remittances" ADD CONSTRAINT "cash_remittances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_order_tokens" ADD CONSTRAINT "guest_order_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
