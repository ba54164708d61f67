CREATE TABLE "posts" (
	"author_id" text NOT NULL,
	"id" text NOT NULL,
	"text" text,
	"text_lang" text,
	"text_localizations" jsonb,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gif" jsonb,
	"youtube_id" text,
	"financial_data" jsonb,
	"shared_post_id" text,
	"internal_news_ref" text,
	"restricted_to" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"date" timestamp with time zone,
	"last_edit_date" timestamp with time zone,
	"last_edit_by" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"deletion_date" timestamp with time zone,
	CONSTRAINT "posts_author_id_id_pk" PRIMARY KEY("author_id","id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"hour_bucket" integer NOT NULL,
	"slot" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path"),
	CONSTRAINT "uploads_user_slot_unique" UNIQUE("user_id","hour_bucket","slot")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("creation_date" desc,"author_id" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "posts_author_feed_idx" ON "posts" USING btree ("author_id","creation_date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");