-- Every payment row names its method: the courier's cash ('cash' rows) is paid back to an account, the rest went through the provider (card or UPI).
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
UPDATE "payments" SET "method" = CASE WHEN "type" = 'cash' THEN 'cash' ELSE 'card' END;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "method" SET NOT NULL;
