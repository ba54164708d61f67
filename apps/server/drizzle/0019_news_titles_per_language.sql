ALTER TABLE "internal_news" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "internal_news" ADD COLUMN "secondary_title_en" text;