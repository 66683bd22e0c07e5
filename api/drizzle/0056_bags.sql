CREATE TABLE "bags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"phone" text,
	"email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remind_consent_at" timestamp with time zone,
	"consent_version" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"recovered_order_id" uuid,
	"recovered_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bags_reminders_check" CHECK ("bags"."reminders_sent" between 0 and 2),
	CONSTRAINT "bags_locale_check" CHECK ("bags"."locale" in ('en', 'hi')),
	CONSTRAINT "bags_owner_check" CHECK ("bags"."customer_id" is not null or "bags"."phone" is not null or "bags"."email" is not null)
);
--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bags_open_per_customer" ON "bags" USING btree ("customer_id") WHERE "bags"."ordered_at" is null and "bags"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "bags_due_idx" ON "bags" USING btree ("changed_at") WHERE "bags"."ordered_at" is null and "bags"."stopped_at" is null and "bags"."reminders_sent" < 2;--> statement-breakpoint
CREATE INDEX "bags_guest_phone_idx" ON "bags" USING btree ("phone") WHERE "bags"."ordered_at" is null;--> statement-breakpoint
CREATE INDEX "bags_guest_email_idx" ON "bags" USING btree ("email") WHERE "bags"."ordered_at" is null;--> statement-breakpoint
CREATE INDEX "bags_created_idx" ON "bags" USING btree ("created_at");