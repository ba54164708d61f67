ALTER TABLE "uploads" ADD COLUMN "token" text;--> statement-breakpoint
-- Uploads stored before served addresses carried a token get one of 244 random bits.
UPDATE "uploads" SET "token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_token_unique" UNIQUE("token");--> statement-breakpoint
-- Posts refer to their images by the new addresses (/files/uploads/{token}).
UPDATE "posts" AS p SET "images" = (
  SELECT jsonb_agg(CASE WHEN u.token IS NULL THEN e.image ELSE jsonb_set(e.image, '{url}', to_jsonb('/files/uploads/' || u.token)) END ORDER BY e.position)
  FROM jsonb_array_elements(p.images) WITH ORDINALITY AS e(image, position)
  LEFT JOIN "uploads" u ON u.user_id = p.author_id AND '/files/' || u.path = e.image->>'url'
) WHERE jsonb_array_length(p.images) > 0;--> statement-breakpoint
-- Images that are only in deleted posts are withdrawn.
UPDATE "uploads" AS u SET "withdrawn" = true
WHERE EXISTS (SELECT 1 FROM "posts" p WHERE p.author_id = u.user_id AND p.is_deleted AND p.images @> jsonb_build_array(jsonb_build_object('url', '/files/uploads/' || u.token)))
  AND NOT EXISTS (SELECT 1 FROM "posts" p WHERE p.author_id = u.user_id AND NOT p.is_deleted AND p.images @> jsonb_build_array(jsonb_build_object('url', '/files/uploads/' || u.token)));
