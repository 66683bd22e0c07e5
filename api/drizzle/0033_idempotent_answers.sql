CREATE TABLE "idempotent_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_idx" ON "idempotent_answers" USING btree ("created_at");