ALTER TABLE "shipment_events" DROP CONSTRAINT "shipment_events_once";--> statement-breakpoint
-- A step kept twice before (as the update and again from a later webhook's scans): keep the first received.
DELETE FROM "shipment_events" e USING "shipment_events" d
  WHERE e."shipment_id" = d."shipment_id" AND e."status" = d."status" AND e."at" = d."at"
    AND (e."received_at", e."id") > (d."received_at", d."id");--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_once" UNIQUE("shipment_id","status","at");
