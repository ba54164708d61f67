ALTER TABLE "internal_news" ADD COLUMN "text_lang" text;--> statement-breakpoint
ALTER TABLE "internal_news" ADD COLUMN "translation" jsonb;