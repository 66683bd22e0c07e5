CREATE TABLE "sandbox_whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"type" text NOT NULL,
	"request" jsonb NOT NULL,
	"text" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"source" text NOT NULL,
	"policy_version" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"notice_key" text NOT NULL,
	"order_id" uuid,
	"status" text DEFAULT 'accepted' NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"fallback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "whatsapp_consents_phone_idx" ON "whatsapp_consents" USING btree ("phone","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_order_idx" ON "whatsapp_messages" USING btree ("order_id");