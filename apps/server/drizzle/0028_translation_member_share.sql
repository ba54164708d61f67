CREATE TABLE "translation_member_usage" (
	"member_id" text NOT NULL,
	"day" text NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translation_member_usage_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "window_ms" integer DEFAULT 3600000 NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_charges" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "translation_charges" ADD COLUMN "day" text;--> statement-breakpoint
CREATE INDEX "translation_charges_month_idx" ON "translation_charges" USING btree ("month");