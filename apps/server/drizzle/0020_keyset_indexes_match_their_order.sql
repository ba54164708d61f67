DROP INDEX "coin_entries_user_idx";--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "invoices_user_idx";--> statement-breakpoint
DROP INDEX "staff_actions_member_idx";--> statement-breakpoint
CREATE INDEX "coin_entries_user_created_idx" ON "coin_entries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_actions_member_idx" ON "staff_actions" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);