CREATE TABLE "translation_charges" (
	"source_key" text PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"characters" integer NOT NULL,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_usage" (
	"month" text PRIMARY KEY NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"quota_exceeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translated_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translated_from" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_localizations" jsonb;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "text_lang" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "text_localizations" jsonb;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "translated_by" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "translated_from" text;