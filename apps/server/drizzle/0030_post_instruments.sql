CREATE TABLE "post_instruments" (
	"post_author_id" text NOT NULL,
	"post_id" text NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_instruments_post_author_id_post_id_symbol_pk" PRIMARY KEY("post_author_id","post_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "post_instruments" ADD CONSTRAINT "post_instruments_post_author_id_post_id_posts_author_id_id_fk" FOREIGN KEY ("post_author_id","post_id") REFERENCES "public"."posts"("author_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_instruments_symbol_idx" ON "post_instruments" USING btree ("symbol","created_at" desc,"post_author_id" desc,"post_id" desc);--> statement-breakpoint
-- Backfill: the $cashtags of the posts written before this table, as core's findCashtags finds them
-- (a `$` not after a letter or digit, 1 to 12 letters or digits with at most one `.` or `/` and 1 to
-- 12 more, not before a letter, digit or `_`, with a letter in it), matched to the instruments table
-- (core's catalogue, written at every start) by symbol or alias compared as normaliseInstrumentText
-- does. Letters are ASCII and Latin (accented) ones here, where core reads every script's.
INSERT INTO "post_instruments" ("post_author_id", "post_id", "symbol", "created_at")
SELECT DISTINCT p."author_id", p."id", k."symbol", p."creation_date"
FROM "posts" p
CROSS JOIN LATERAL regexp_matches(
	coalesce(p."financial_data" ->> 'title', '') || E'\n' || coalesce(p."text", ''),
	'(?<![[:alnum:]À-ÖØ-öø-ɏ])\$([A-Za-z0-9]{1,12}(?:[./][A-Za-z0-9]{1,12})?)(?![[:alnum:]À-ÖØ-öø-ɏ_])',
	'g'
) AS tag(m)
JOIN (
	SELECT DISTINCT ON (key) key, "symbol"
	FROM (
		SELECT i."symbol", regexp_replace(regexp_replace(regexp_replace(upper(spelling), '[[:space:]$/_‐-―-]+', '', 'g'), '=X$', ''), '^\^+', '') AS key, i."symbol" <> spelling AS is_alias
		FROM "instruments" i CROSS JOIN LATERAL unnest(array_prepend(i."symbol", i."aliases")) AS spelling
	) keys
	WHERE key <> ''
	ORDER BY key, is_alias, "symbol"
) k ON k.key = upper(replace(tag.m[1], '/', ''))
WHERE (p."text" LIKE '%$%' OR p."financial_data" ->> 'title' LIKE '%$%') AND tag.m[1] ~ '[A-Za-z]'
ON CONFLICT DO NOTHING;
