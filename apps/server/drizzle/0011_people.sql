-- The member search (pg_trgm, unaccent) compares with a key made once per member: both extensions
-- are trusted ones, so a database owner may create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only stable (its dictionary could change); naming the dictionary makes this
-- immutable, as a generated column and its index need.
CREATE FUNCTION arya_search_key(name text, alias text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(name, '') || ' ' || coalesce(alias, ''))) $$;--> statement-breakpoint
-- A search term as the key compares it: lower case, without accents.
CREATE FUNCTION arya_search_term(term text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, term)) $$;--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"followed_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id")
);
--> statement-breakpoint
CREATE TABLE "retired_aliases" (
	"alias_lower" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (arya_search_key(display_name, vanity_alias)) STORED;--> statement-breakpoint
ALTER TABLE "user_private" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "user_private" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_aliases" ADD CONSTRAINT "retired_aliases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followers_idx" ON "follows" USING btree ("followed_id","created_at" desc,"follower_id" desc);--> statement-breakpoint
CREATE INDEX "follows_following_idx" ON "follows" USING btree ("follower_id","created_at" desc,"followed_id" desc);--> statement-breakpoint
CREATE INDEX "users_search_key_trgm_idx" ON "users" USING gist ("search_key" gist_trgm_ops(siglen=512));--> statement-breakpoint
CREATE INDEX "users_suggestions_idx" ON "users" USING btree (("verified" like 'signal_publisher%') desc nulls last,"followers_count" desc,"posts_count" desc,"id" desc) WHERE "users"."public_profile";