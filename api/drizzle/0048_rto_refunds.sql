-- A parcel back undelivered (return to origin) is refunded and credited as a return is: refunds
-- and credit notes name a shipment instead of a return. A credit note is known by its number.
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_pkey";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_number_unique";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD PRIMARY KEY ("number");--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "return_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "return_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "invoice_line" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_shipment_idx" ON "refunds" USING btree ("shipment_id") WHERE "refunds"."shipment_id" is not null;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_unique" UNIQUE("return_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shipment_line_unique" UNIQUE("shipment_id","invoice_line");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_owner_check" CHECK (("credit_notes"."return_id" is not null and "credit_notes"."shipment_id" is null and "credit_notes"."invoice_line" is null) or ("credit_notes"."return_id" is null and "credit_notes"."shipment_id" is not null and "credit_notes"."invoice_line" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_owner_check" CHECK (("refunds"."return_id" is null) <> ("refunds"."shipment_id" is null));
