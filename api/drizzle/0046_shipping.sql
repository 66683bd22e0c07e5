CREATE TABLE "courier_remittance_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"remitted_on" date NOT NULL,
	"awb" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_remittance_lines_once" UNIQUE("reference","awb")
);
--> statement-breakpoint
CREATE TABLE "delivery_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"action" jsonb,
	"answered_via" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "delivery_exceptions_attempt_once" UNIQUE("shipment_id","attempt"),
	CONSTRAINT "delivery_exceptions_state_check" CHECK ("delivery_exceptions"."state" in ('open', 'desk', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "parcel_defaults" (
	"product_type" text PRIMARY KEY NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"provider_status_id" integer NOT NULL,
	"provider_status" text NOT NULL,
	"activity" text DEFAULT '' NOT NULL,
	"location" text,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_once" UNIQUE("shipment_id","provider_status_id","at")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'forward' NOT NULL,
	"return_request_id" uuid,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_id" integer,
	"courier_name" text,
	"rate_paise" integer,
	"cash_to_collect_paise" integer DEFAULT 0 NOT NULL,
	"parcel" jsonb NOT NULL,
	"status" text DEFAULT 'booking' NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"estimated_delivery" date,
	"pickup_date" date,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb"),
	CONSTRAINT "shipments_kind_check" CHECK ("shipments"."kind" in ('forward', 'reverse'))
);
--> statement-breakpoint
ALTER TABLE "courier_remittance_lines" ADD CONSTRAINT "courier_remittance_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_exceptions" ADD CONSTRAINT "delivery_exceptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_remittance_lines_awb_idx" ON "courier_remittance_lines" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "delivery_exceptions_open_idx" ON "delivery_exceptions" USING btree ("answer_by") WHERE "delivery_exceptions"."state" in ('open', 'desk');--> statement-breakpoint
CREATE INDEX "shipment_events_timeline_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_forward_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."kind" = 'forward' and "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_reverse_idx" ON "shipments" USING btree ("return_request_id") WHERE "shipments"."kind" = 'reverse' and "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","status_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");