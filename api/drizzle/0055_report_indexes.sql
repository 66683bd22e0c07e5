CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_refund_processed_idx" ON "payments" USING btree ("refund_processed_at") WHERE "payments"."refund_processed_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" USING btree ("processed_at") WHERE "refunds"."status" = 'processed';--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at");