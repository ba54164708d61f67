/**
 * Loads N posts by M members straight in SQL (generate_series, in batches), plus a showcase post
 * with a real WebP image for the visitor page and Lighthouse, and writes what the harness needs
 * (ids, aliases, the page-1,000 cursor) to a JSON file. Runnable alone:
 *
 *   npx tsx bench/generate.ts --data-dir /tmp/arya-bench [--database-url postgres://…] --posts 1000000 --members 2000 [--out fixtures.json]
 *
 * It empties the app's tables first (never point it at a database you care about). PGlite is
 * single-process: run it while no server uses the data folder.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { hourBucket, uploadUrl, userAssetPath } from '@arya/core';
import { sql } from 'drizzle-orm';
import { databaseTarget, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { encodeCursor } from '../apps/server/src/db/keyset.ts';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk-storage.ts';
import { chartImage } from './images.ts';

export interface GenerateOptions {
  dataDir: string;
  databaseUrl: string | null;
  posts: number;
  members: number;
  /** Called with progress lines. */
  log?: (line: string) => void;
}

export interface Fixtures {
  database: 'pglite' | 'postgres';
  serverVersion: string;
  posts: number;
  members: number;
  /** The newest post, with an image: the visitor page, the single-post target and Lighthouse. */
  showcase: { authorId: string; postId: string; alias: string; imageUrl: string };
  /** Generated members the measured member follows (the following feed), and a name to search misspelled. */
  followed: string[];
  search: { term: string; expectedName: string };
  /** The keyset cursor whose next page is page 1,000 of the home feed (null when there are fewer posts). */
  page1000Cursor: string | null;
  seconds: number;
}

/** Rows per INSERT … SELECT generate_series: large enough to be fast, small enough for PGlite's memory. */
const BATCH = 50_000;
const PAGE_SIZE = 20;
/** How many generated members the measured member follows. */
const FOLLOWED = 50;
const IMAGES = 6;
/** One post in IMAGE_EVERY has a picture, like a feed of charts and screenshots. */
const IMAGE_EVERY = 4;
/** One post in IDEA_EVERY is an idea, one in NEWS_EVERY carries an internal news item. */
const IDEA_EVERY = 10;
const NEWS_EVERY = 50;

const FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Louis', 'Chloé', 'Manon', 'Lucas', 'Jules', 'Inès', 'Nathan', 'Sarah', 'Théo', 'Emma', 'Yanis', 'Zoé', 'Karim', 'Julie', 'Antoine', 'Amina', 'Paul'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier'];
const JOBS = ['Trader indépendant', 'Analyste technique', 'Investisseur long terme', 'Étudiant en finance', 'Ingénieur', 'Gestionnaire de patrimoine', null, null];
const SENTENCES = [
  "Le CAC 40 teste encore la zone des 7 500 points, j'attends une clôture au-dessus avant d'entrer.",
  'Belle cassure de résistance sur EUR/USD ce matin, volume en hausse : objectif 1,0950.',
  "Je reste prudent sur le Nasdaq tant que le RSI hebdomadaire n'a pas refroidi.",
  "Prise de bénéfices partielle sur l'or, le stop passe au point d'entrée.",
  'Quelqu’un suit le rapport sur l’emploi américain de vendredi ? La volatilité risque d’être forte.',
  'Mon plan pour la semaine : pas plus de 1 % de risque par position, et un journal de trading à jour.',
  'Le bitcoin reprend sa moyenne mobile 200 jours, signal intéressant si le volume confirme.',
  'Divergence haussière sur le MACD en daily, je surveille un retour sur le support des 42 $.',
  'Résultats trimestriels meilleurs que prévu, mais les perspectives sont revues en baisse.',
  'Retour d’expérience : couper une perte tôt coûte toujours moins cher que d’espérer.',
  'Le pétrole rebondit après les annonces de l’OPEP+, attention aux fausses cassures.',
  'Double creux en formation sur le DAX, confirmation au-dessus de la ligne de cou.',
];

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
const sqlArray = (values: readonly (string | null)[]) => `array[${values.map((value) => (value === null ? 'null' : sqlText(value))).join(',')}]::text[]`;
const memberId = (expression: string) => `'bench-m' || lpad((${expression})::text, 7, '0')`;
/** The member who wrote generated post g: spread over members, not in turn. */
const authorOf = (members: number) => memberId(`1 + ((g::bigint * 7919) % ${members})`);

async function execute(db: Database, statement: string) {
  return db.execute(sql.raw(statement));
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Empties every table of the app (not the migrations journal). */
async function emptyTables(db: Database) {
  const tables = rowsOf<{ name: string }>(await execute(db, `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`));
  if (tables.length > 0) await execute(db, `truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade`);
}

async function insertMembers(db: Database, members: number) {
  const first = `(${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}]`;
  const last = `(${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
  const slug = `lower(translate(${first}, 'éè', 'ee'))`;
  for (let start = 1; start <= members; start += BATCH) {
    const end = Math.min(members, start + BATCH - 1);
    const series = `generate_series(${start}, ${end}) g`;
    await execute(db, `insert into auth_users (id, name, email, email_verified, created_at, updated_at)
      select ${memberId('g')}, ${first} || ' ' || ${last}, 'bench-member-' || g || '@bench.example.com', true, now() - interval '400 days', now() from ${series}`);
    await execute(db, `insert into users (id, display_name, default_language, system_alias, job, created_at)
      select ${memberId('g')}, ${first} || ' ' || ${last}, case when g % 5 = 0 then 'en' else 'fr' end,
        ${slug} || '-' || lpad(to_hex(g), 8, '0'), (${sqlArray(JOBS)})[1 + g % ${JOBS.length}], now() - interval '400 days' from ${series}`);
    await execute(db, `insert into user_protected (user_id, platforms, lifetime_subscription_name, can_read_news_until)
      select ${memberId('g')}, array['web'], 'SILVER', now() - interval '370 days' from ${series}`);
    await execute(db, `insert into user_private (user_id) select ${memberId('g')} from ${series}`);
  }
}

interface Upload {
  url: string;
  width: number;
  height: number;
}

/** Real WebP files in the server's storage and their uploads rows, owned by member 1. */
async function insertUploads(db: Database, dataDir: string, ownerId: string): Promise<Upload[]> {
  const storage = new LocalDiskStorage(path.join(dataDir, 'files'));
  const bucket = hourBucket(new Date());
  const uploads: Upload[] = [];
  for (let slot = 0; slot < IMAGES; slot += 1) {
    const image = await chartImage(slot + 1);
    const key = userAssetPath(ownerId, bucket, slot);
    const token = randomBytes(18).toString('base64url');
    await storage.put(key, image.webp, 'image/webp');
    await execute(db, `insert into uploads (user_id, hour_bucket, slot, path, token, content_type, width, height, bytes)
      values (${sqlText(ownerId)}, ${bucket}, ${slot}, ${sqlText(key)}, ${sqlText(token)}, 'image/webp', ${image.width}, ${image.height}, ${image.webp.length})`);
    uploads.push({ url: uploadUrl(token), width: image.width, height: image.height });
  }
  return uploads;
}

async function insertPosts(db: Database, options: GenerateOptions, uploads: Upload[], log: (line: string) => void) {
  const sentence = (expression: string) => `(${sqlArray(SENTENCES)})[1 + (${expression}) % ${SENTENCES.length}]`;
  const text = `${sentence('g')} || ' ' || ${sentence('g / 7')} || case when g % 3 = 0 then ' ' || ${sentence('g / 11')} else '' end`;
  const images = `case when g % ${IMAGE_EVERY} = 0 then jsonb_build_array((${sqlText(JSON.stringify(uploads))}::jsonb) -> ((g / ${IMAGE_EVERY}) % ${uploads.length})::int) else '[]'::jsonb end`;
  // Newest first from g = 1, 47 s apart with a few microseconds of jitter (so cursors need them).
  const date = `(now() - interval '1 minute' - g * interval '47 seconds' - (g % 997) * interval '1 microsecond')`;
  // One post in 10 is an idea (types in turn; a third of them a coach's, for the premium group), one
  // in 50 carries a news item: the ideas page and its filters read a realistic share of the table.
  const idea = `g % ${IDEA_EVERY} = 3`;
  const news = `g % ${NEWS_EVERY} = 7`;
  const ideaType = `case when ${news} then 'news' when ${idea} then (array['idea','analysis','tradingPlan'])[1 + (g / ${IDEA_EVERY}) % 3] end`;
  const assetType = `case when ${idea} or ${news} then (array['forex','actions','etfs','crypto','indexes','commodities'])[1 + (g / 7) % 6] end`;
  const sell = `case when ${idea} or ${news} then (g / 3) % 2 = 0 end`;
  // Half still valid, half expired.
  const expires = `case when ${idea} or ${news} then ${date} + (case when (g / 13) % 2 = 0 then interval '400 days' else interval '1 day' end) end`;
  const financialData = `case when ${idea} and not ${news} then jsonb_build_object('type', (array['idea','analysis','tradingPlan'])[1 + (g / ${IDEA_EVERY}) % 3], 'title', 'Idée ' || g,
    'levels', jsonb_build_object('sell', g % 2 = 0, 'assetType', (array['forex','actions','etfs','crypto','indexes','commodities'])[1 + (g / 7) % 6], 'instrument', 'BENCH', 'entryType', 'market', 'term', 'short',
      'expirationDate', to_char((${date} + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'entry', 100, 'stopLoss', case when g % 2 = 0 then 110 else 90 end,
      'breakEven', 100, 'takeProfits', jsonb_build_array(case when g % 2 = 0 then 90 else 110 end))) end`;
  const restricted = `case when ${idea} and not ${news} and g % ${IDEA_EVERY * 3} = 3 then 'premium_coaches' end`;
  for (let start = 1; start <= options.posts; start += BATCH) {
    const end = Math.min(options.posts, start + BATCH - 1);
    await execute(db, `insert into posts (author_id, id, text, text_lang, images, likes_count, comments_count, creation_date, date,
        idea_type, idea_asset_type, idea_sell, idea_expires_at, financial_data, restricted_to, internal_news_ref)
      select ${authorOf(options.members)}, substr(md5('bench-post-' || g), 1, 16), ${text}, 'fr', ${images}, (g * 31) % 50, (g * 17) % 12, ${date}, ${date},
        ${ideaType}, ${assetType}, ${sell}, ${expires}, ${financialData}, ${restricted}, case when ${news} then 'bench-news-' || g end
      from generate_series(${start}, ${end}) g`);
    await execute(db, `insert into internal_news (id, author_id, post_id, publish_date, deadline, available_for, categories, category, target_prices, title, localizations)
      select 'bench-news-' || g, ${authorOf(options.members)}, substr(md5('bench-post-' || g), 1, 16), ${date}, ${expires},
        case when g % 2 = 0 then '[{"Subscription":"SILVER","Language":"fr"},{"Subscription":"GOLD","Language":"fr"}]'::jsonb else '[{"Subscription":"GOLD","Language":"en"}]'::jsonb end,
        '{"tradingTerm":"short","template":"signal","trend":"bullish","instrument":"CAC 40","timeFrame":"H4","orderType":"limit"}'::jsonb, 'indexes',
        '{"entry":7800,"be":null,"tp1":7900,"tp2":null,"tp3":null,"sl":7740}'::jsonb, 'Actualité ' || g,
        jsonb_build_object('fr', jsonb_build_object('contents', ${sentence('g')}, 'audios', '[]'::jsonb, 'files', '[]'::jsonb))
      from generate_series(${start}, ${end}) g where ${news}`);
    if (end < options.posts) log(`posts: ${end.toLocaleString('en')} / ${options.posts.toLocaleString('en')}`);
  }
  await execute(db, `update users set posts_count = counted.n from (select author_id, count(*)::int as n from posts group by author_id) counted where users.id = counted.author_id`);
}

export async function generate(options: GenerateOptions): Promise<Fixtures> {
  const started = Date.now();
  /** Progress after each step, with the time since the start. */
  const log = (line: string) => options.log?.(`  ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const database = await openDatabase(databaseTarget(options.databaseUrl ?? undefined, options.dataDir));
  try {
    const { db } = database;
    log(`opened ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
    await database.migrate();
    await emptyTables(db);
    log('migrated and emptied');
    const [version] = rowsOf<{ version: string }>(await execute(db, `select version() as version`));
    await insertMembers(db, options.members);
    log(`${options.members.toLocaleString('en')} members`);
    const ownerId = `bench-m${'1'.padStart(7, '0')}`;
    const uploads = await insertUploads(db, options.dataDir, ownerId);
    log(`${IMAGES} pictures`);
    await insertPosts(db, options, uploads, log);
    log(`${options.posts.toLocaleString('en')} posts`);

    // The showcase: newest post, with a picture and a text long enough for a link preview.
    const showcaseId = randomBytes(12).toString('base64url');
    const showcaseText = `${SENTENCES[0]} ${SENTENCES[1]} ${SENTENCES[7]} Graphique en 4 heures ci-dessous, avis bienvenus.`;
    await execute(db, `insert into posts (author_id, id, text, text_lang, images, likes_count, comments_count, creation_date, date)
      values (${sqlText(ownerId)}, ${sqlText(showcaseId)}, ${sqlText(showcaseText)}, 'fr', ${sqlText(JSON.stringify([uploads[0]]))}::jsonb, 42, 7, now(), now())`);
    await execute(db, `update users set posts_count = posts_count + 1, verified = 'signal_publisher' where id = ${sqlText(ownerId)}`);
    // Its 7 comments (a first page), by the members who follow it.
    await execute(db, `insert into comments (post_author_id, post_id, id, author_id, text, creation_date, date)
      select ${sqlText(ownerId)}, ${sqlText(showcaseId)}, 'c' || n, 'bench-m' || lpad((n + 1)::text, 7, '0'), 'Merci pour l''analyse, je surveille aussi ce niveau.', now() - n * interval '1 minute', now() - n * interval '1 minute'
      from generate_series(1, 7) as n`);
    await execute(db, 'vacuum analyze');
    log('vacuum analyze');

    const [owner] = rowsOf<{ alias: string }>(await execute(db, `select system_alias as alias from users where id = ${sqlText(ownerId)}`));
    // Page 1,000 starts after the 19,980th newest post: its key is the cursor.
    const [key] = rowsOf<{ date: string; author_id: string; id: string }>(
      await execute(db, `select to_char(creation_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as date, author_id, id from posts
        order by creation_date desc, author_id desc, id desc offset ${999 * PAGE_SIZE - 1} limit 1`),
    );
    return {
      followed: Array.from({ length: Math.min(FOLLOWED, options.members) }, (_, index) => `bench-m${String(index + 2).padStart(7, '0')}`),
      // Typed misspelled, without accents: the generated members named Chloé Lefebvre come first.
      search: { term: 'chloe lefebre', expectedName: 'Chloé Lefebvre' },
      database: database.kind,
      serverVersion: version?.version ?? 'unknown',
      posts: options.posts + 1,
      members: options.members,
      showcase: { authorId: ownerId, postId: showcaseId, alias: owner?.alias ?? '', imageUrl: uploads[0]?.url ?? '' },
      page1000Cursor: key ? encodeCursor({ at: key.date, ids: [key.author_id, key.id] }) : null,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      posts: { type: 'string', default: '20000' },
      members: { type: 'string', default: '500' },
      out: { type: 'string' },
    },
  });
  if (!values['data-dir']) throw new Error('--data-dir is required (PGlite lives in <data-dir>/db, pictures in <data-dir>/files)');
  const posts = Number(values.posts);
  const members = Number(values.members);
  if (!Number.isInteger(posts) || posts < 1 || !Number.isInteger(members) || members < 1) throw new Error('--posts and --members take positive whole numbers');
  const fixtures = await generate({
    dataDir: path.resolve(values['data-dir']),
    databaseUrl: values['database-url'] ?? null,
    posts,
    members,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const json = JSON.stringify(fixtures, null, 2);
  if (values.out) writeFileSync(values.out, json);
  else process.stdout.write(`${json}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
