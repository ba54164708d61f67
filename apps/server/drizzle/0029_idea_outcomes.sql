CREATE TABLE "idea_outcomes" (
	"post_author_id" text NOT NULL,
	"post_id" text NOT NULL,
	"symbol" text,
	"asset_type" text NOT NULL,
	"term" text NOT NULL,
	"levels" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting_entry' NOT NULL,
	"pending_reason" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fill_price" double precision,
	"stop" double precision NOT NULL,
	"targets_hit" integer DEFAULT 0 NOT NULL,
	"last_price" double precision,
	"checked_until" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"r" double precision,
	"move" jsonb,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "idea_outcomes_post_author_id_post_id_pk" PRIMARY KEY("post_author_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"asset_type" text NOT NULL,
	"decimals" integer NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"twelve_data_symbol" text,
	"binance_symbol" text,
	"reference_price" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idea_outcomes_due_idx" ON "idea_outcomes" USING btree ("next_check_at") WHERE "idea_outcomes"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "idea_outcomes_author_idx" ON "idea_outcomes" USING btree ("post_author_id","published_at");--> statement-breakpoint
CREATE INDEX "idea_outcomes_symbol_idx" ON "idea_outcomes" USING btree ("symbol","published_at");