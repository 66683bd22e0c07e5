ALTER TABLE "sent_notices" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sent_notices" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_notices" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;