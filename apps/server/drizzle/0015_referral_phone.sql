ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'EUR';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "currency" SET DEFAULT 'EUR';--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "referral_phone_digest" text;--> statement-breakpoint
CREATE INDEX "coin_entries_referral_phone_idx" ON "coin_entries" USING btree ("referral_phone_digest") WHERE "coin_entries"."referral_phone_digest" is not null;