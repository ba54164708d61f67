ALTER TABLE "user_protected" ADD COLUMN "muted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_protected" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_protected" DROP COLUMN "is_muted";