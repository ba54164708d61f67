CREATE TABLE "health_probes" (
	"id" text PRIMARY KEY NOT NULL,
	"probed_at" timestamp with time zone NOT NULL
);
