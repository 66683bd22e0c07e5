-- Every payment row names its method: the courier's cash ('cash' rows) is paid back to an account, the rest went through the provider (card or UPI).
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "method" = 'cash' WHERE "type" = 'cash';
