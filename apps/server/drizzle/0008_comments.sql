CREATE TABLE "comments" (
	"post_author_id" text NOT NULL,
	"post_id" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"author_id" text NOT NULL,
	"text" text,
	"image" jsonb,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"date" timestamp with time zone,
	"last_edit_date" timestamp with time zone,
	"last_edit_by" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"deletion_date" timestamp with time zone,
	CONSTRAINT "comments_post_author_id_post_id_id_pk" PRIMARY KEY("post_author_id","post_id","id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_author_id_post_id_posts_author_id_id_fk" FOREIGN KEY ("post_author_id","post_id") REFERENCES "public"."posts"("author_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("post_author_id","post_id","parent_id","creation_date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");