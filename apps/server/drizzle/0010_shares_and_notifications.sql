CREATE TABLE "notifications" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"target_id" text NOT NULL,
	"author_ids" jsonb NOT NULL,
	"authors_count" integer DEFAULT 1 NOT NULL,
	"object_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notifications_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "notifications_group_unique" UNIQUE("user_id","type","target_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "shared_post" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "last_comment" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("user_id","date_time" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
UPDATE "posts" SET "last_comment" = jsonb_build_object(
	'id', "newest"."post_author_id" || '/' || "newest"."post_id" || '/' || "newest"."id",
	'authorId', "newest"."author_id",
	'authorName', "users"."display_name",
	'text', left(replace(replace(replace(replace(replace(regexp_replace(regexp_replace(coalesce("newest"."text", ''), '<[^>]*>', '', 'g'), '\s+', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'), 200),
	'date', to_char("newest"."creation_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
FROM (
	SELECT DISTINCT ON ("post_author_id", "post_id") * FROM "comments"
	WHERE "parent_id" IS NULL AND NOT "is_deleted"
	ORDER BY "post_author_id", "post_id", "creation_date" DESC, "id" DESC
) AS "newest"
JOIN "users" ON "users"."id" = "newest"."author_id"
WHERE "posts"."author_id" = "newest"."post_author_id" AND "posts"."id" = "newest"."post_id";
