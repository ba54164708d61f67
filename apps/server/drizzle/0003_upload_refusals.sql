CREATE TABLE "upload_refusals" (
	"user_id" text NOT NULL,
	"hour_bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_refusals_user_id_hour_bucket_pk" PRIMARY KEY("user_id","hour_bucket")
);
--> statement-breakpoint
ALTER TABLE "upload_refusals" ADD CONSTRAINT "upload_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;