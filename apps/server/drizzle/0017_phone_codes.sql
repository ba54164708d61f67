CREATE TABLE "phone_codes" (
	"user_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phone_codes_user_id_phone_number_pk" PRIMARY KEY("user_id","phone_number")
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Issue 22, finding 3: the profile form could change a verified member's number without a code.
-- Their profile holds the number they verified again (the one on the account).
UPDATE "user_protected" AS p SET "phone_number" = a."phone_number" FROM "auth_users" AS a WHERE a."id" = p."user_id" AND a."phone_number_verified" = true AND a."phone_number" IS NOT NULL AND p."phone_number" IS DISTINCT FROM a."phone_number";
