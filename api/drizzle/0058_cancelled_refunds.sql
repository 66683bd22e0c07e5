-- A cancelled order's money goes back (orders/desk/cancelledRefunds.ts): its refunds name neither
-- a return nor a returned parcel, only the order, marked as the cancellation's.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_owner_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_owner_check" CHECK (("refunds"."return_id" is not null)::int + ("refunds"."shipment_id" is not null)::int + "refunds"."cancellation"::int = 1);