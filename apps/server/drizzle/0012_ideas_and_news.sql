CREATE TABLE "internal_news" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"post_id" text NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"available_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"category" text,
	"target_prices" jsonb NOT NULL,
	"title" text NOT NULL,
	"secondary_title" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"localizations" jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_private" ADD COLUMN "news_last_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audio" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "idea_type" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "idea_asset_type" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "idea_sell" boolean;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "idea_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internal_news" ADD CONSTRAINT "internal_news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_news_publish_idx" ON "internal_news" USING btree ("publish_date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "internal_news_author_idx" ON "internal_news" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "posts_ideas_idx" ON "posts" USING btree ("creation_date" desc,"author_id" desc,"id" desc) WHERE "posts"."idea_type" is not null;--> statement-breakpoint
CREATE INDEX "posts_ideas_type_idx" ON "posts" USING btree ("idea_type","creation_date" desc,"author_id" desc,"id" desc) WHERE "posts"."idea_type" is not null;--> statement-breakpoint
CREATE INDEX "posts_ideas_asset_idx" ON "posts" USING btree ("idea_asset_type","creation_date" desc,"author_id" desc,"id" desc) WHERE "posts"."idea_type" is not null;--> statement-breakpoint
CREATE INDEX "posts_ideas_audience_idx" ON "posts" USING btree ("restricted_to","creation_date" desc,"author_id" desc,"id" desc) WHERE "posts"."idea_type" is not null and "posts"."restricted_to" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_internal_news_idx" ON "posts" USING btree ("internal_news_ref") WHERE "posts"."internal_news_ref" is not null;