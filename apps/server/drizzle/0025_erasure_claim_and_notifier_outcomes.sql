ALTER TABLE "reports" ADD COLUMN "outcome_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD COLUMN "erasing_at" timestamp with time zone;