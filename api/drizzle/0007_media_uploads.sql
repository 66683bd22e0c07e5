CREATE TABLE "media_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
