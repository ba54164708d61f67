CREATE TABLE "sms_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"ip" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_sends" ADD CONSTRAINT "sms_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_sends_phone_idx" ON "sms_sends" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_user_idx" ON "sms_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_ip_idx" ON "sms_sends" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_created_idx" ON "sms_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coin_entries_user_idx" ON "coin_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_wheel_idx" ON "coin_entries" USING btree ("user_id") WHERE "coin_entries"."reason" = 'onboarding_wheel';