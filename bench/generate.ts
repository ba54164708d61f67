/**
 * Loads N posts by M members straight in SQL (generate_series, in batches), plus a showcase post
 * with a real WebP image for the visitor page and Lighthouse, the account area's rows of those
 * members (subscriptions, orders, invoices, coins, licences, referrals), a staff account and the
 * software installers, and writes what the harness needs (ids, aliases, the page-1,000 cursor, the
 * staff sign-in) to a JSON file. Runnable alone:
 *
 *   npx tsx bench/generate.ts --data-dir /tmp/arya-bench [--database-url postgres://…] --posts 1000000 --members 2000 [--out fixtures.json]
 *
 * It empties the app's tables first (never point it at a database you care about). PGlite is
 * single-process: run it while no server uses the data folder.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CURRENCY, hourBucket, INVOICE_NUMBER_PREFIX, INVOICE_TIME_ZONE, planAmountCents, PREMIUM_COINS, REFERRAL_COINS_PER_MEMBER, SOFTWARE_EDITIONS, uploadUrl, userAssetPath, vatBreakdown } from '@arya/core';
import { sql } from 'drizzle-orm';
import { databaseTarget, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { encodeCursor } from '../apps/server/src/db/keyset.ts';
import { softwareFolder } from '../apps/server/src/features/licences/software-installers.ts';
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
  /** Generated members (none of them followed) the measured member blocks or mutes: every feed leaves them out. */
  hidden: string[];
  search: { term: string; expectedName: string };
  /** The keyset cursor whose next page is page 1,000 of the home feed (null when there are fewer posts). */
  page1000Cursor: string | null;
  /** The staff account (role staff), made here with a real password hash: the harness signs in with it. */
  staff: { id: string; email: string; password: string };
  /**
   * The generated member the account-area targets sign in as (a password like the staff's): the
   * monthly payer with the most invoices, given licences and referrals of their own too.
   */
  customer: { id: string; email: string; password: string; shopId: string; invoiceId: string; licenceId: string } | null;
  /** Rows of the account area's tables loaded for the generated members. */
  accountArea: { subscriptions: number; invoices: number; licences: number; referrals: number };
  /** The generated member with the most market ideas measured (their track record); null without any. */
  ideaAuthorId: string | null;
  seconds: number;
}

/** Rows per INSERT … SELECT generate_series: large enough to be fast, small enough for PGlite's memory. */
const BATCH = 50_000;
const PAGE_SIZE = 20;
/** How many generated members the measured member follows. */
const FOLLOWED = 50;
/** Members the measured member blocks or mutes (half each): what a member who uses both carries in every feed query. */
const HIDDEN = 40;
const IMAGES = 6;
/** One post in IMAGE_EVERY has a picture, like a feed of charts and screenshots. */
const IMAGE_EVERY = 4;
/** One post in IDEA_EVERY is an idea, one in NEWS_EVERY carries an internal news item. */
const IDEA_EVERY = 10;
const NEWS_EVERY = 50;
/**
 * The account area of generated members, in the proportions of a community where a minority pays:
 * one in PAYER_EVERY pays for premium (one in two of those monthly, one in seven cancelled and
 * running to the end of the period), one in LICENCE_EVERY holds a
 * licence, one in REFERRED_EVERY came through a referral (half of them credited), one in
 * ABANDONED_EVERY left a checkout unpaid.
 */
const PAYER_EVERY = 5;
const LICENCE_EVERY = 10;
const REFERRED_EVERY = 4;
const ABANDONED_EVERY = 7;
/** The staff account: signs in through the API like any member (signIn in bench/accounts.ts). */
/** The instrument of the bench's instrument page: every generated market idea's, and named by about one post in five. */
export const BENCH_INSTRUMENT = 'EURUSD';
export const BENCH_STAFF = { id: 'bench-staff', email: 'bench-staff@bench.example.com', password: 'bench-Staff-2026!', name: 'Équipe ARYA', alias: 'equipe-arya-bench' } as const;
/** The password of the customer (Fixtures.customer), who signs in through the API too. */
const CUSTOMER_PASSWORD = 'bench-Customer-2026!';
/** The members the customer brought (a referrals page and more). */
const CUSTOMER_REFERRALS = 30;
/**
 * Each software edition gets an installer of this size in file storage (random bytes: the real
 * installers are not in the repository); a download streams the whole file.
 */
const INSTALLER_BYTES = 2 * 1024 * 1024;

const FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Louis', 'Chloé', 'Manon', 'Lucas', 'Jules', 'Inès', 'Nathan', 'Sarah', 'Théo', 'Emma', 'Yanis', 'Zoé', 'Karim', 'Julie', 'Antoine', 'Amina', 'Paul'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier'];
const JOBS = ['Trader indépendant', 'Analyste technique', 'Investisseur long terme', 'Étudiant en finance', 'Ingénieur', 'Gestionnaire de patrimoine', null, null];
const SENTENCES = [
  "Le CAC 40 teste encore la zone des 7 500 points, j'attends une clôture au-dessus avant d'entrer.",
  'Belle cassure de résistance sur $EURUSD ce matin, volume en hausse : objectif 1,0950.',
  "Je reste prudent sur le Nasdaq tant que le RSI hebdomadaire n'a pas refroidi.",
  "Prise de bénéfices partielle sur l'or, le stop passe au point d'entrée.",
  'Quelqu’un suit le rapport sur l’emploi américain de vendredi ? La volatilité risque d’être forte.',
  'Mon plan pour la semaine : pas plus de 1 % de risque par position, et un journal de trading à jour.',
  'Le $BTC reprend sa moyenne mobile 200 jours, signal intéressant si le volume confirme.',
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
    // Every post is translated (as with a provider configured): the feed carries both languages.
    await execute(db, `insert into posts (author_id, id, text, text_lang, text_localizations, translated_by, translated_from, images, likes_count, comments_count, creation_date, date,
        idea_type, idea_asset_type, idea_sell, idea_expires_at, financial_data, restricted_to, internal_news_ref)
      select ${authorOf(options.members)}, substr(md5('bench-post-' || g), 1, 16), ${text}, 'fr', jsonb_build_object('en', 'In English: ' || ${text}), 'deepl', 'bench', ${images}, (g * 31) % 50, (g * 17) % 12, ${date}, ${date},
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

/**
 * The outcome of every market idea (issue 28), as the outcome job leaves them: most closed (R from
 * -1 to +2), some expired (open at the end, or never entered), some still waiting or open; spread
 * over the three terms. A member's track record (bench target `track-record`) reads them.
 */
async function insertIdeaOutcomes(db: Database) {
  await execute(db, `insert into idea_outcomes (post_author_id, post_id, symbol, asset_type, term, levels, published_at, expires_at, state, fill_price, stop, checked_until, checked_at, r, resolved_at)
    select author_id, id, 'EURUSD', idea_asset_type, (array['short','mid','long'])[1 + n % 3],
      jsonb_build_object('sell', idea_sell, 'entryType', 'market', 'entry', 100, 'stopLoss', case when idea_sell then 110 else 90 end, 'breakEven', null,
        'takeProfits', jsonb_build_array(case when idea_sell then 90 else 110 end), 'publishedAt', (extract(epoch from creation_date) * 1000)::bigint,
        'expiresAt', (extract(epoch from idea_expires_at) * 1000)::bigint, 'assetType', idea_asset_type, 'symbol', 'EURUSD'),
      creation_date, idea_expires_at, state, case when state in ('waiting_entry', 'expired_unfilled') then null else 100 end, case when idea_sell then 110 else 90 end,
      creation_date, now(),
      case state when 'closed' then (array[-1, 1, 2, 0.5, -1, 0])[1 + (n / 8) % 6] when 'expired_open' then 0.25 end,
      case when state in ('closed', 'expired_open', 'expired_unfilled') then creation_date + interval '1 hour' end
    from (
      select author_id, id, idea_asset_type, idea_sell, creation_date, idea_expires_at, n,
        (array['closed','closed','closed','closed','expired_open','expired_unfilled','open','waiting_entry'])[1 + n % 8] as state
      from (select *, (abs(hashtext(id)::bigint) % 1000000)::int as n from posts where idea_type = 'idea') ideas
    ) outcomes`);
}

/**
 * The instruments the generated posts name with $cashtags (issue 28), as publishing them through
 * the API records them: two of the sentences name one, so about one post in five names EURUSD, the
 * instrument of every generated market idea (the bench's instrument page, BENCH_INSTRUMENT).
 */
async function insertPostInstruments(db: Database) {
  await execute(db, `insert into post_instruments (post_author_id, post_id, symbol, created_at)
    select author_id, id, tag.symbol, creation_date from posts cross join (values ('$EURUSD', 'EURUSD'), ('$BTC', 'BTCUSD')) as tag(text, symbol)
    where posts.text like '%' || tag.text || '%'`);
}

/** better-auth's own password hashing, from the server's copy of better-auth (the bench has none of its own). */
async function hashPassword(password: string): Promise<string> {
  const resolved = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json')).resolve('better-auth/crypto');
  const crypto = (await import(pathToFileURL(resolved).href)) as { hashPassword(password: string): Promise<string> };
  return crypto.hashPassword(password);
}

/**
 * The staff account, as operations make one: a member whose protected row says role staff, with an
 * e-mail and password account (better-auth's credential account and its password hash), so it
 * signs in through /api/auth like anyone.
 */
async function insertStaff(db: Database) {
  const { id, email, password, name, alias } = BENCH_STAFF;
  await execute(db, `insert into auth_users (id, name, email, email_verified, created_at, updated_at) values (${sqlText(id)}, ${sqlText(name)}, ${sqlText(email)}, true, now() - interval '400 days', now())`);
  await execute(db, `insert into auth_accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    values (${sqlText(`${id}-credential`)}, ${sqlText(id)}, 'credential', ${sqlText(id)}, ${sqlText(await hashPassword(password))}, now(), now())`);
  await execute(db, `insert into users (id, display_name, default_language, system_alias, created_at) values (${sqlText(id)}, ${sqlText(name)}, 'fr', ${sqlText(alias)}, now() - interval '400 days')`);
  await execute(db, `insert into user_protected (user_id, platforms, role, allowed_admin_langs, admin_lang) values (${sqlText(id)}, array['web'], 'staff', array['fr','en'], 'fr')`);
  await execute(db, `insert into user_private (user_id) select ${sqlText(id)}`);
}

/** An installer for each software edition, where operations put them (`software/<edition>/`). */
async function insertInstallers(dataDir: string) {
  const storage = new LocalDiskStorage(path.join(dataDir, 'files'));
  const bytes = randomBytes(INSTALLER_BYTES);
  for (const edition of SOFTWARE_EDITIONS) await storage.put(`${softwareFolder(edition)}arya-${edition}-setup-2026.11.exe`, bytes, 'application/octet-stream');
}

/**
 * The account area of generated members, in SQL: subscriptions paid through Stripe with their
 * order, invoices (one per period paid, numbered per year without gaps, the year's counter set
 * after them), premium coins and billing address; abandoned checkouts; licences (some granted or
 * revoked by staff, with the staff history); referrals (the referrer recorded on the referred
 * member, half of them credited with coins). Every list the account area reads then goes through
 * its index among other members' rows, as in production.
 */
async function insertAccountArea(db: Database, members: number): Promise<void> {
  const series = `generate_series(1, ${members}) g`;
  const number = (id: string) => `substr(${id}, 8)::int`;
  const yearly = { amount: planAmountCents('yearly'), ...vatBreakdown(planAmountCents('yearly')) };
  const monthly = { amount: planAmountCents('monthly'), ...vatBreakdown(planAmountCents('monthly')) };
  const byPlan = (field: 'amount' | 'netCents' | 'vatCents') => `case when p.plan = 'monthly' then ${monthly[field]} else ${yearly[field]} end`;
  // The paying members: a yearly or monthly plan taken some days ago (members joined 400 days ago),
  // renewed since as often as its period allows: the current period is the last of `periods`.
  const payers = `(select g, ${memberId('g')} as user_id, plan, step, periods, now() - age * interval '1 day' as created
      from (select g, plan, step, age, 1 + age / step as periods
        from (select g, case when g % ${PAYER_EVERY * 2} = 2 then 'monthly' else 'yearly' end as plan,
                case when g % ${PAYER_EVERY * 2} = 2 then 30 else 365 end as step, 1 + (g * 37) % 399 as age
              from ${series} where g % ${PAYER_EVERY} = 2) a) b) p`;
  await execute(db, `insert into subscriptions (id, user_id, plan, tier, status, current_period_start, current_period_end, cancel_at_period_end, cancelled_at, source, provider_subscription_id, provider_customer_id, created_at)
    select 'bench-sub-' || p.g, p.user_id, p.plan, 'INFINITE', 'active', p.created + (p.periods - 1) * p.step * interval '1 day', p.created + p.periods * p.step * interval '1 day',
      p.g % ${PAYER_EVERY * 7} = 2, case when p.g % ${PAYER_EVERY * 7} = 2 then now() - interval '3 days' end, 'stripe', 'sub_bench_' || p.g, 'cus_bench_' || p.g, p.created
    from ${payers}`);
  await execute(db, `insert into orders (id, user_id, plan, amount_cents, currency, status, source, provider_checkout_id, subscription_id, created_at, paid_at)
    select 'bench-order-' || p.g, p.user_id, p.plan, ${byPlan('amount')}, ${sqlText(CURRENCY)}, 'paid', 'stripe', 'cs_bench_' || p.g, 'bench-sub-' || p.g, p.created, p.created
    from ${payers}`);
  await execute(db, `insert into orders (id, user_id, plan, amount_cents, currency, status, source, provider_checkout_id, created_at)
    select 'bench-order-abandoned-' || g, ${memberId('g')}, 'yearly', ${yearly.amount}, ${sqlText(CURRENCY)}, 'incomplete', 'stripe', 'cs_bench_abandoned_' || g, now() - ((g * 11) % 300) * interval '1 day'
    from ${series} where g % ${ABANDONED_EVERY} = 3`);
  const seller = JSON.stringify({ name: 'ARYA Community SAS', line1: '10 rue de la Bourse', postaleCode: '75002', city: 'Paris', country: 'FR', vatNumber: 'FR00123456789', registration: 'RCS Paris 123 456 789' });
  await execute(db, `insert into invoices (id, number, user_id, order_id, subscription_id, status, plan, amount_cents, net_cents, vat_cents, vat_rate_basis_points, currency,
      period_start, period_end, seller, buyer, provider_invoice_id, issued_at)
    select id, ${sqlText(`${INVOICE_NUMBER_PREFIX}-`)} || year || '-' || lpad((row_number() over (partition by year order by issued_at, id))::text, 6, '0'), user_id, order_id, subscription_id, 'paid', plan,
      amount_cents, net_cents, vat_cents, ${yearly.rateBasisPoints}, ${sqlText(CURRENCY)}, period_start, period_end, ${sqlText(seller)}::jsonb, buyer, provider_invoice_id, issued_at
    from (select 'bench-inv-' || p.g || '-' || k as id, p.user_id, case when k = 0 then 'bench-order-' || p.g end as order_id, 'bench-sub-' || p.g as subscription_id, p.plan,
        ${byPlan('amount')} as amount_cents, ${byPlan('netCents')} as net_cents, ${byPlan('vatCents')} as vat_cents,
        p.created + k * p.step * interval '1 day' as period_start, p.created + (k + 1) * p.step * interval '1 day' as period_end, p.created + k * p.step * interval '1 day' as issued_at,
        extract(year from (p.created + k * p.step * interval '1 day') at time zone ${sqlText(INVOICE_TIME_ZONE)})::int as year,
        jsonb_build_object('name', u.display_name, 'email', a.email, 'line1', p.g || ' rue de la Paix', 'postaleCode', '75002', 'city', 'Paris', 'country', 'FR') as buyer,
        case when k > 0 then 'in_bench_' || p.g || '_' || k end as provider_invoice_id
      from ${payers} cross join lateral generate_series(0, p.periods - 1) k
      join users u on u.id = p.user_id join auth_users a on a.id = p.user_id) i`);
  await execute(db, `insert into invoice_counters (year, last) select extract(year from issued_at at time zone ${sqlText(INVOICE_TIME_ZONE)})::int, count(*)::int from invoices group by 1
    on conflict (year) do update set last = greatest(invoice_counters.last, excluded.last)`);
  await execute(db, `insert into coin_entries (user_id, amount, reason, subscription_id, created_at) select p.user_id, ${PREMIUM_COINS}, 'premium', 'bench-sub-' || p.g, p.created from ${payers}`);
  await execute(db, `update user_protected set active_subscription_name = 'INFINITE', active_subscription_until = s.current_period_end, shop_id = (500000 + ${number('s.user_id')})::text
    from subscriptions s where s.user_id = user_protected.user_id`);
  await execute(db, `update user_private set address = jsonb_build_object('line1', ${number('user_id')} || ' rue de la Paix', 'postale_code', '75002', 'city', 'Paris', 'country', 'FR', 'company', '')
    where user_id in (select user_id from subscriptions)`);

  // Licences: products in turn, half tied to an MT4 account, some granted by staff, a few revoked.
  const products = sqlArray(['pro+', 'scanner', 'arya', 'essentials', 'trademanager+', 'centurion']);
  const licenced = (every: number) => `from ${series} where g % ${every} = 3`;
  await execute(db, `insert into licences (id, user_id, product, broker, account_id, status, granted_by, revoked_by, revoked_at, created_at, updated_at)
    select 'bench-lic-' || g, ${memberId('g')}, (${products})[1 + (g / ${LICENCE_EVERY}) % 6], case when g % ${LICENCE_EVERY * 2} = 3 then 'XTB' end,
      case when g % ${LICENCE_EVERY * 2} = 3 then (50000000 + g)::text end, case when g % ${LICENCE_EVERY * 5} = 3 then 'revoked' else 'active' end,
      case when g % ${LICENCE_EVERY * 3} = 3 then ${sqlText(BENCH_STAFF.id)} end, case when g % ${LICENCE_EVERY * 5} = 3 then ${sqlText(BENCH_STAFF.id)} end,
      case when g % ${LICENCE_EVERY * 5} = 3 then now() - interval '10 days' end, now() - ((g * 13) % 350 + 20) * interval '1 day', now() - ((g * 13) % 350 + 20) * interval '1 day'
    ${licenced(LICENCE_EVERY)}`);
  await execute(db, `insert into licences (id, user_id, product, created_at, updated_at)
    select 'bench-lic2-' || g, ${memberId('g')}, 'scanner', now() - ((g * 7) % 20) * interval '1 day', now() - ((g * 7) % 20) * interval '1 day' ${licenced(LICENCE_EVERY * 4)}`);
  await execute(db, `insert into staff_actions (staff_id, member_id, action, details, created_at)
    select ${sqlText(BENCH_STAFF.id)}, user_id, 'licence.grant', jsonb_build_object('licenceId', id, 'product', product, 'expiresAt', null), created_at from licences where granted_by is not null
    union all
    select ${sqlText(BENCH_STAFF.id)}, user_id, 'licence.revoke', jsonb_build_object('licenceId', id, 'product', product), revoked_at from licences where revoked_by is not null`);
  await execute(db, `update user_protected set shop_id = (500000 + ${number('user_protected.user_id')})::text
    where shop_id is null and user_id in (select user_id from licences)`);

  // Referrals: the first tenth of the members brought the others who came through a link.
  const referrers = Math.max(1, Math.floor(members / 10));
  await execute(db, `update user_protected set referrer = ${memberId('x.r')}
    from (select g, 1 + (g / ${REFERRED_EVERY}) % ${referrers} as r from ${series} where g % ${REFERRED_EVERY} = 1) x
    where user_protected.user_id = ${memberId('x.g')} and x.r <> x.g`);
  await execute(db, `insert into coin_entries (user_id, amount, reason, referred_user_id, created_at)
    select referrer, ${REFERRAL_COINS_PER_MEMBER}, 'referral', user_id, now() - interval '390 days' from user_protected where referrer is not null and ${number('user_id')} % ${REFERRED_EVERY * 2} = 1`);
}

/**
 * The member the account-area targets read as: the monthly payer with the most invoices, with an
 * e-mail and password account to sign in, and what the generated rows gave few payers at once:
 * licences of three products (one tied to an MT4 account, one granted by staff, recorded in the
 * staff history) and CUSTOMER_REFERRALS members they brought, half of them credited.
 */
async function insertCustomer(db: Database): Promise<Fixtures['customer']> {
  const [payer] = rowsOf<{ id: string; email: string }>(
    await execute(db, `select s.user_id as id, a.email from subscriptions s join auth_users a on a.id = s.user_id
      where s.plan = 'monthly' and not s.cancel_at_period_end
      order by (select count(*) from invoices i where i.user_id = s.user_id) desc, s.user_id limit 1`),
  );
  if (!payer) return null;
  const id = sqlText(payer.id);
  await execute(db, `insert into auth_accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    values (${sqlText(`${payer.id}-credential`)}, ${id}, 'credential', ${id}, ${sqlText(await hashPassword(CUSTOMER_PASSWORD))}, now(), now())`);
  await execute(db, `insert into licences (id, user_id, product, broker, account_id, status, granted_by, created_at, updated_at) values
    ('bench-customer-lic-1', ${id}, 'pro+', 'XTB', '51234567', 'active', null, now() - interval '200 days', now() - interval '200 days'),
    ('bench-customer-lic-2', ${id}, 'scanner', null, null, 'active', ${sqlText(BENCH_STAFF.id)}, now() - interval '100 days', now() - interval '100 days'),
    ('bench-customer-lic-3', ${id}, 'trademanager+', null, null, 'active', null, now() - interval '30 days', now() - interval '30 days')`);
  await execute(db, `insert into staff_actions (staff_id, member_id, action, details, created_at)
    values (${sqlText(BENCH_STAFF.id)}, ${id}, 'licence.grant', jsonb_build_object('licenceId', 'bench-customer-lic-2', 'product', 'scanner', 'expiresAt', null), now() - interval '100 days')`);
  await execute(db, `update user_protected set referrer = ${id}
    where user_id in (select user_id from user_protected where referrer is null and user_id <> ${id} and user_id like 'bench-m%' order by user_id desc limit ${CUSTOMER_REFERRALS})`);
  await execute(db, `insert into coin_entries (user_id, amount, reason, referred_user_id, created_at)
    select referrer, ${REFERRAL_COINS_PER_MEMBER}, 'referral', user_id, now() - interval '200 days' from user_protected
    where referrer = ${id} and ${'substr(user_id, 8)::int'} % 2 = 0`);
  const [row] = rowsOf<{ shop_id: string; invoice_id: string }>(
    await execute(db, `select p.shop_id, (select i.id from invoices i where i.user_id = p.user_id order by i.issued_at desc limit 1) as invoice_id from user_protected p where p.user_id = ${id}`),
  );
  if (!row?.shop_id || !row.invoice_id) throw new Error(`the customer ${payer.id} has no shop id or no invoice`);
  return { id: payer.id, email: payer.email, password: CUSTOMER_PASSWORD, shopId: row.shop_id, invoiceId: row.invoice_id, licenceId: 'bench-customer-lic-1' };
}

/** How many rows of the account area the generated members (and the customer) have. */
async function countAccountArea(db: Database): Promise<Fixtures['accountArea']> {
  const [counts] = rowsOf<Fixtures['accountArea']>(
    await execute(db, `select (select count(*)::int from subscriptions) as subscriptions, (select count(*)::int from invoices) as invoices,
      (select count(*)::int from licences) as licences, (select count(*)::int from user_protected where referrer is not null) as referrals`),
  );
  return counts ?? { subscriptions: 0, invoices: 0, licences: 0, referrals: 0 };
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
    await insertIdeaOutcomes(db);
    await insertStaff(db);
    await insertAccountArea(db, options.members);
    const customer = await insertCustomer(db);
    const accountArea = await countAccountArea(db);
    log(`account area: ${accountArea.subscriptions.toLocaleString('en')} subscriptions, ${accountArea.invoices.toLocaleString('en')} invoices, ${accountArea.licences.toLocaleString('en')} licences, ${accountArea.referrals.toLocaleString('en')} referrals, a staff account, ${customer ? `customer ${customer.id}` : 'no customer (no monthly payer)'}`);
    await insertInstallers(options.dataDir);
    log(`${SOFTWARE_EDITIONS.length} software installers of ${INSTALLER_BYTES / 1024 / 1024} MB`);

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
    await insertPostInstruments(db);
    await execute(db, 'vacuum analyze');
    log('vacuum analyze');

    const [owner] = rowsOf<{ alias: string }>(await execute(db, `select system_alias as alias from users where id = ${sqlText(ownerId)}`));
    const [ideaAuthor] = rowsOf<{ id: string }>(await execute(db, `select post_author_id as id from idea_outcomes group by post_author_id order by count(*) desc, post_author_id limit 1`));
    // Page 1,000 starts after the 19,980th newest post: its key is the cursor.
    const [key] = rowsOf<{ date: string; author_id: string; id: string }>(
      await execute(db, `select to_char(creation_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as date, author_id, id from posts
        order by creation_date desc, author_id desc, id desc offset ${999 * PAGE_SIZE - 1} limit 1`),
    );
    return {
      followed: Array.from({ length: Math.min(FOLLOWED, options.members) }, (_, index) => `bench-m${String(index + 2).padStart(7, '0')}`),
      hidden: Array.from({ length: Math.max(0, Math.min(HIDDEN, options.members - FOLLOWED - 2)) }, (_, index) => `bench-m${String(index + FOLLOWED + 2).padStart(7, '0')}`),
      // Typed misspelled, without accents: the generated members named Chloé Lefebvre come first.
      search: { term: 'chloe lefebre', expectedName: 'Chloé Lefebvre' },
      database: database.kind,
      serverVersion: version?.version ?? 'unknown',
      posts: options.posts + 1,
      members: options.members,
      showcase: { authorId: ownerId, postId: showcaseId, alias: owner?.alias ?? '', imageUrl: uploads[0]?.url ?? '' },
      page1000Cursor: key ? encodeCursor({ at: key.date, ids: [key.author_id, key.id] }) : null,
      staff: { id: BENCH_STAFF.id, email: BENCH_STAFF.email, password: BENCH_STAFF.password },
      customer,
      accountArea,
      ideaAuthorId: ideaAuthor?.id ?? null,
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
