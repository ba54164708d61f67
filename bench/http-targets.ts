/**
 * What the harness measures with autocannon, in this order in every round. A feature that adds an
 * endpoint adds its target here (and, when it has one, its goal in goals.ts).
 */
import { COURSE_PLATFORM_MENU } from '@arya/core';
import { READER_PASSWORD } from './accounts.ts';
import { BENCH_INSTRUMENT, type Fixtures } from './generate.ts';

export interface TargetContext {
  fixtures: Fixtures;
  /** Cookie header of a signed-in member (signed up by the harness, phone verified: no purchases). */
  memberCookie: string;
  /** Cookie header of a member just signed up (no onboarding, no phone verified). */
  newcomerCookie: string;
  /** Cookie header of the generated customer (Fixtures.customer), null without one. */
  customerCookie: string | null;
  /** The customer's bearer token as of now (the harness asks a new one before it expires). */
  customerToken: () => string;
  /** Cookie header of the generated staff account. */
  staffCookie: string;
  /** Path and query of a signed download link of the customer's software, null without one. */
  softwareLink: string | null;
}

export interface TargetRequest {
  /** GET unless said; a state-changing call carries the site's Origin (the cross-site guard). */
  method?: 'GET' | 'PUT' | 'POST';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded (the licence contract), instead of a JSON body. */
  form?: Record<string, string>;
  /**
   * Who asks: the signed-up member's cookie, a visitor, the customer's cookie or bearer token
   * (the shop and licence contracts), or the staff account's cookie.
   */
  as: 'member' | 'newcomer' | 'visitor' | 'customer' | 'customer-token' | 'staff';
  headers?: Record<string, string>;
}

export interface HttpTarget {
  id: string;
  label: string;
  /** hello-world is the baseline every other target is compared with. */
  server: 'hello' | 'app';
  /** null: not measurable with these fixtures (e.g. fewer than 1,000 pages). */
  request(context: TargetContext): TargetRequest | null;
  /** Concurrent connections for this target (default: the run's): 1 measures how long one answer takes, without queueing. */
  connections?: number;
  /** The path holds `[<id>]`, which autocannon replaces with a new id in each request. */
  uniquePaths?: boolean;
  /**
   * Measured one request at a time, each timed to the first byte of its body (a streamed page's
   * first screen) or to its end, by the same client (measure.ts, measureOneAtATime).
   */
  oneAtATime?: 'first-byte' | 'whole';
}

export const HELLO_WORLD_ID = 'hello';

const ONBOARDING_ANSWERS = { generalKnowledge: 'Good', investmentObjective: ['MidTerm'], investmentMotivation: ['Analyse', 'Opportunities'], marketInterests: ['Stocks', 'Indices'] };
const BENCH_PHONE = '+33612349999';

const COURSE_MENU = { menuItems: COURSE_PLATFORM_MENU.map(({ url, icon }, index) => ({ url, icon, label: `Entrée ${index + 1}` })) };

/** A request of the customer's, or null (not measurable) when the fixtures have no customer. */
const ofCustomer = (context: TargetContext, request: (customer: NonNullable<Fixtures['customer']>) => TargetRequest): TargetRequest | null =>
  context.fixtures.customer && context.customerCookie ? request(context.fixtures.customer) : null;

const postKey = ({ fixtures }: TargetContext) => `${encodeURIComponent(fixtures.showcase.authorId)}/${encodeURIComponent(fixtures.showcase.postId)}`;

export const HTTP_TARGETS: readonly HttpTarget[] = [
  { id: HELLO_WORLD_ID, label: 'hello-world (bare Fastify)', server: 'hello', request: () => ({ path: '/', as: 'visitor' }) },
  { id: 'health', label: 'GET /api/health', server: 'app', request: () => ({ path: '/api/health', as: 'visitor' }) },
  { id: 'session', label: 'GET /api/v1/session, signed in', server: 'app', request: () => ({ path: '/api/v1/session', as: 'member' }) },
  { id: 'feed', label: 'home feed, 20 posts mixing ideas and news, each with its translation, signed in', server: 'app', request: () => ({ path: '/api/v1/posts?limit=20', as: 'member' }) },
  {
    id: 'feed-page-1000',
    label: 'home feed page 1,000, signed in',
    server: 'app',
    request: ({ fixtures }) => (fixtures.page1000Cursor ? { path: `/api/v1/posts?limit=20&cursor=${fixtures.page1000Cursor}`, as: 'member' } : null),
  },
  {
    id: 'member-posts',
    label: "a member's posts, 20, visitor",
    server: 'app',
    request: ({ fixtures }) => ({ path: `/api/v1/posts?alias=${encodeURIComponent(fixtures.showcase.alias)}&limit=20`, as: 'visitor' }),
  },
  { id: 'post', label: 'single post, visitor', server: 'app', request: (context) => ({ path: `/api/v1/posts/${postKey(context)}`, as: 'visitor' }) },
  {
    id: 'post-html',
    label: 'post page HTML, visitor (rendered once per 5 s, kept)',
    server: 'app',
    request: (context) => ({ path: `/post/${postKey(context)}`, as: 'visitor', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html' } }),
  },
  {
    id: 'post-html-rendered',
    label: 'post page HTML, visitor, rendered each time (a new address each request)',
    server: 'app',
    // autocannon puts a new id in place of [<id>] in each request: no two requests share a kept page.
    request: (context) => ({ path: `/post/${postKey(context)}?v=[<id>]`, as: 'visitor', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html' } }),
    uniquePaths: true,
  },
  {
    id: 'home-html',
    label: 'home page HTML rendered with its answers, signed in',
    server: 'app',
    // Typed in (Sec-Fetch-Site: none): the page answers settings, session, member state and the first feed page.
    request: () => ({ path: '/', as: 'member', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html', 'sec-fetch-site': 'none' } }),
  },
  // A member's post page is streamed (issue 26): the post at once, its comments after.
  {
    id: 'post-html-member',
    label: 'post page HTML, signed in, streamed',
    server: 'app',
    request: (context) => ({ path: `/post/${postKey(context)}`, as: 'member', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html', 'sec-fetch-site': 'none' } }),
  },
  {
    id: 'post-html-member-first',
    label: 'post page HTML, signed in, streamed, one at a time: first byte of the page',
    server: 'app',
    request: (context) => ({ path: `/post/${postKey(context)}`, as: 'member', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html', 'sec-fetch-site': 'none' } }),
    oneAtATime: 'first-byte',
  },
  {
    id: 'post-html-member-alone',
    label: 'post page HTML, signed in, streamed, one at a time: whole page',
    server: 'app',
    request: (context) => ({ path: `/post/${postKey(context)}`, as: 'member', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html', 'sec-fetch-site': 'none' } }),
    oneAtATime: 'whole',
  },
  {
    id: 'home-html-alone',
    label: 'home page HTML, signed in, one request at a time (time to first byte)',
    server: 'app',
    request: () => ({ path: '/', as: 'member', headers: { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html', 'sec-fetch-site': 'none' } }),
    connections: 1,
  },
  { id: 'comments', label: "a post's first 7 comments, visitor", server: 'app', request: (context) => ({ path: `/api/v1/posts/${postKey(context)}/comments`, as: 'visitor' }) },
  // Liking again changes nothing (idempotent), so every request does the whole check and transaction.
  { id: 'like', label: 'PUT like of a post, signed in', server: 'app', request: (context) => ({ method: 'PUT', path: `/api/v1/posts/${postKey(context)}/like`, as: 'member' }) },
  { id: 'notifications', label: 'my notifications, first page with their excerpts, signed in', server: 'app', request: () => ({ path: '/api/v1/me/notifications', as: 'member' }) },
  { id: 'unread', label: 'my unread notifications count, signed in', server: 'app', request: () => ({ path: '/api/v1/me/notifications/unread', as: 'member' }) },
  {
    id: 'search',
    label: 'member search, misspelled name, signed in',
    server: 'app',
    request: ({ fixtures }) => ({ path: `/api/v1/users?search=${encodeURIComponent(fixtures.search.term)}`, as: 'member' }),
  },
  {
    id: 'search-latency',
    label: 'member search, one at a time, signed in',
    server: 'app',
    connections: 1,
    request: ({ fixtures }) => ({ path: `/api/v1/users?search=${encodeURIComponent(fixtures.search.term)}`, as: 'member' }),
  },
  { id: 'profile', label: "a member's profile, visitor", server: 'app', request: ({ fixtures }) => ({ path: `/api/v1/users/by-alias/${encodeURIComponent(fixtures.showcase.alias)}`, as: 'visitor' }) },
  // Issue 28: computed from the member's stored outcomes at each request (one statement, whatever their ideas).
  {
    id: 'track-record',
    label: "a member's track record, all time, visitor (the member with the most market ideas)",
    server: 'app',
    request: ({ fixtures }) => (fixtures.ideaAuthorId ? { path: `/api/v1/users/${encodeURIComponent(fixtures.ideaAuthorId)}/track-record`, as: 'visitor' } : null),
  },
  {
    id: 'followers',
    label: "a coach's followers, first page, visitor",
    server: 'app',
    request: ({ fixtures }) => ({ path: `/api/v1/users?followingUser=${encodeURIComponent(fixtures.showcase.authorId)}`, as: 'visitor' }),
  },
  // Following again changes nothing (idempotent): each request is the whole transaction.
  {
    id: 'follow',
    label: 'PUT follow of a member, signed in',
    server: 'app',
    request: ({ fixtures }) => ({ method: 'PUT', path: `/api/v1/users/${encodeURIComponent(fixtures.showcase.authorId)}/follow`, as: 'member' }),
  },
  { id: 'following-feed', label: 'following feed, 20 posts of 50 followed, signed in', server: 'app', request: () => ({ path: '/api/v1/posts?feed=following&limit=20', as: 'member' }) },
  { id: 'ideas', label: 'ideas page, 20 ideas and news, trial member', server: 'app', request: () => ({ path: '/api/v1/ideas?limit=20', as: 'member' }) },
  {
    id: 'ideas-filtered',
    label: 'ideas page filtered: crypto, sell, active, 20, trial member',
    server: 'app',
    request: () => ({ path: '/api/v1/ideas?assetType=crypto&side=sell&status=active&limit=20', as: 'member' }),
  },
  { id: 'ideas-coaches', label: "ideas page, coaches' only (locked for a trial), 20", server: 'app', request: () => ({ path: '/api/v1/ideas?coaches=true&limit=20', as: 'member' }) },
  { id: 'ideas-news', label: 'ideas page, news only, 20, trial member', server: 'app', request: () => ({ path: '/api/v1/ideas?type=news&limit=20', as: 'member' }) },
  { id: 'ideas-instrument', label: 'ideas page, one instrument (EUR/USD), 20, trial member', server: 'app', request: () => ({ path: '/api/v1/ideas?instrument=EUR%2FUSD&limit=20', as: 'member' }) },
  // Issue 28: an instrument's page (counts and its most active members), its ideas and its posts, and the $ autocomplete.
  { id: 'instrument', label: `an instrument's page (${BENCH_INSTRUMENT}: counts, top members), visitor`, server: 'app', request: () => ({ path: `/api/v1/instruments/${BENCH_INSTRUMENT}`, as: 'visitor' }) },
  {
    id: 'instrument-ideas',
    label: `an instrument's ideas with their outcomes (${BENCH_INSTRUMENT}), 20, signed in`,
    server: 'app',
    request: () => ({ path: `/api/v1/instruments/${BENCH_INSTRUMENT}/posts?kind=ideas&limit=20`, as: 'member' }),
  },
  {
    id: 'instrument-posts',
    label: `the posts naming an instrument ($${BENCH_INSTRUMENT}), 20, visitor`,
    server: 'app',
    request: () => ({ path: `/api/v1/instruments/${BENCH_INSTRUMENT}/posts?kind=posts&limit=20`, as: 'visitor' }),
  },
  { id: 'instrument-search', label: 'instrument search ($ autocomplete, "eur"), visitor', server: 'app', request: () => ({ path: '/api/v1/instruments?q=eur', as: 'visitor' }) },
  { id: 'news-count', label: 'count of new news, signed in', server: 'app', request: () => ({ path: '/api/v1/me/news/new-count', as: 'member' }) },
  {
    id: 'onboarding-answers',
    label: 'PUT onboarding answers, signed in',
    server: 'app',
    request: () => ({ method: 'PUT', path: '/api/v1/me/interests', as: 'newcomer', body: ONBOARDING_ANSWERS }),
  },
  // After the answers (targets are checked in this order): the wheel answers the prize kept.
  { id: 'onboarding-wheel', label: 'POST onboarding wheel (already spun), signed in', server: 'app', request: () => ({ method: 'POST', path: '/api/v1/me/onboarding/wheel', as: 'newcomer' }) },
  {
    // What every social page asks on opening for a member without a verified phone: the code sent
    // a moment ago is still valid, so nothing is sent (the first check sends it, to a fake Twilio).
    id: 'phone-code-open',
    label: 'POST phone code, a valid code already sent, signed in',
    server: 'app',
    request: () => ({ method: 'POST', path: '/api/v1/me/phone/code', as: 'newcomer', body: { phoneNumber: BENCH_PHONE, resend: false } }),
  },
  { id: 'post-image', label: "a post's picture (WebP), visitor", server: 'app', request: ({ fixtures }) => ({ path: fixtures.showcase.imageUrl, as: 'visitor' }) },

  // The account area (issue 12), as the generated customer: a monthly payer with a year of invoices,
  // three licences and 30 referrals; the shop and licence contracts with the customer's bearer token.
  { id: 'member-token', label: 'GET member token (15 min), customer', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/server-management/token', as: 'customer' })) },
  { id: 'shop-user', label: 'GET shop /users/me, customer token', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/shop/users/me', as: 'customer-token' })) },
  { id: 'my-subscriptions', label: 'my subscriptions, first page, customer token', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/shop/subscriptions', as: 'customer-token' })) },
  { id: 'my-invoices', label: 'my invoices, first page, customer token', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/shop/invoices', as: 'customer-token' })) },
  {
    id: 'invoice-pdf',
    label: 'an invoice PDF (drawn each time), customer',
    server: 'app',
    request: (context) => ofCustomer(context, (customer) => ({ path: `/api/v1/invoices/${encodeURIComponent(customer.invoiceId)}/pdf`, as: 'customer' })),
  },
  { id: 'billing-details', label: 'GET billing details, customer token', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/shop/billinginformations', as: 'customer-token' })) },
  // The same address again: each save is still kept and mirrored to the (fake) shop.
  {
    id: 'billing-details-save',
    label: 'PUT billing details (same), customer token',
    server: 'app',
    request: (context) =>
      ofCustomer(context, () => ({
        method: 'PUT',
        path: '/api/shop/billinginformations',
        as: 'customer-token',
        body: { line1: '32 rue de la Paix', postale_code: '75002', country: 'FR', city: 'Paris', company: '', locale: 'fr' },
      })),
  },
  { id: 'licences', label: 'my licences and download links, customer', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/v1/licences', as: 'customer' })) },
  {
    // The same broker and account again: the (fake) licence server is told each time. One update
    // of a member's at a time (a second at once answers 429): one connection.
    id: 'licence-update',
    label: 'PUT licence account (same), one at a time, customer token',
    server: 'app',
    connections: 1,
    request: (context) =>
      ofCustomer(context, (customer) => ({
        method: 'PUT',
        path: `/api/v2/license/${encodeURIComponent(customer.licenceId)}`,
        as: 'customer-token',
        form: { wp_id: customer.shopId, broker: 'XTB', account_id: '51234567' },
      })),
  },
  {
    // A 2 MB installer streamed from storage; a member's downloads at once are bounded (2): one connection.
    id: 'software-download',
    label: 'software download, 2 MB, one at a time, customer',
    server: 'app',
    connections: 1,
    request: (context) => (context.softwareLink ? ofCustomer(context, () => ({ path: context.softwareLink as string, as: 'customer' })) : null),
  },
  { id: 'referrals', label: 'my referrals page data, customer', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/v1/me/referrals', as: 'customer' })) },
  // Issue 23: the coins page, the balance and the ledger's first page (their referral credits, premium's coins).
  { id: 'my-coins', label: 'my coins (balance and ledger), customer', server: 'app', request: (context) => ofCustomer(context, () => ({ path: '/api/v1/me/coins', as: 'customer' })) },
  // Issue 25: the member's consent records (the privacy page and the data export). Recording a choice
  // (PUT /api/v1/consents) is not measured: its limit is per address (30 an hour), which the bench's
  // single address passes at once, and RATE_LIMIT_MEMBER_SCALE lifts only per-member limits.
  { id: 'my-consents', label: 'my consent records, first page, signed in', server: 'app', request: () => ({ path: '/api/v1/me/consents', as: 'member' }) },

  // The security page (issue 22), as the signed-up member. Signing one session out needs a new
  // session per request, which autocannon cannot make: not measured (its query is the same
  // primary-key delete as the one below, by id and member).
  { id: 'my-sessions', label: 'GET my sessions (devices, last use), signed in', server: 'app', request: () => ({ path: '/api/v1/me/sessions', as: 'member' }) },
  // Nothing left to sign out after the first: what the member's button costs when run again.
  {
    id: 'sign-out-others',
    label: 'POST sign out my other sessions (none left), signed in',
    server: 'app',
    request: () => ({ method: 'POST', path: '/api/v1/me/sessions/sign-out-others', as: 'member' }),
  },
  {
    // The same password again, other sessions kept: the current one checked (scrypt), the new one
    // scored (zxcvbn, in its worker thread) and hashed (scrypt). CPU-bound: one at a time.
    id: 'password-change',
    label: 'POST change password (same one, sessions kept), one at a time, signed in',
    server: 'app',
    connections: 1,
    request: () => ({
      method: 'POST',
      path: '/api/v1/me/password',
      as: 'member',
      body: { currentPassword: READER_PASSWORD, newPassword: READER_PASSWORD, keepOtherSessions: true },
    }),
  },
  {
    // The (fake) course platform signs each token; one call of a member's at a time (a second at once answers 429).
    id: 'course-token',
    label: 'POST course platform token, one at a time, customer token',
    server: 'app',
    connections: 1,
    request: (context) => ofCustomer(context, () => ({ method: 'POST', path: '/api/shop/sign/token/lms', as: 'customer-token', body: COURSE_MENU })),
  },
  {
    // A checkout session at the (fake) Stripe and a pending order each time, for the signed-up member
    // (no subscription yet). One member's checkouts run one after the other: one connection.
    id: 'checkout',
    label: 'POST premium checkout (fake Stripe), one at a time, signed in',
    server: 'app',
    connections: 1,
    request: () => ({ method: 'POST', path: '/api/v1/payments/checkout', as: 'member', body: { plan: 'yearly' } }),
  },
  {
    id: 'staff-lookup',
    label: 'staff: look a member up by e-mail',
    server: 'app',
    request: (context) => ofCustomer(context, (customer) => ({ path: `/api/v1/staff/members?q=${encodeURIComponent(customer.email)}`, as: 'staff' })),
  },
  {
    id: 'staff-member',
    label: "staff: a member's plan, coins, subscriptions, licences",
    server: 'app',
    request: (context) => ofCustomer(context, (customer) => ({ path: `/api/v1/staff/members/${encodeURIComponent(customer.id)}`, as: 'staff' })),
  },
  {
    id: 'staff-actions',
    label: "staff: a member's staff history, first page",
    server: 'app',
    request: (context) => ofCustomer(context, (customer) => ({ path: `/api/v1/staff/members/${encodeURIComponent(customer.id)}/actions`, as: 'staff' })),
  },
  {
    id: 'staff-failed-jobs',
    label: 'staff: failed background jobs, first page',
    server: 'app',
    request: () => ({ path: '/api/v1/staff/jobs/failed', as: 'staff' }),
  },
  {
    id: 'staff-translation-queue',
    label: "staff: the translation queue's state (jobs counted by state, the month's budget)",
    server: 'app',
    request: () => ({ path: '/api/v1/staff/translations', as: 'staff' }),
  },

  // Trust and safety (issue 25). The writes (block, mute, report) change state once: after the
  // first they measure the "again: nothing changes" answer, or a refusal (one open report per item).
  { id: 'my-blocks', label: 'the members I block, first page, signed in', server: 'app', request: () => ({ path: '/api/v1/me/blocks', as: 'member' }) },
  { id: 'my-mutes', label: 'the members I mute, first page, signed in', server: 'app', request: () => ({ path: '/api/v1/me/mutes', as: 'member' }) },
  { id: 'my-reports', label: 'my reports, first page, signed in', server: 'app', request: () => ({ path: '/api/v1/me/reports', as: 'member' }) },
  { id: 'moderation-queue', label: 'staff: the moderation queue, open cases, first page', server: 'app', request: () => ({ path: '/api/v1/staff/moderation/cases', as: 'staff' }) },
  { id: 'moderation-queue-size', label: 'staff: open cases counted (the header badge)', server: 'app', request: () => ({ path: '/api/v1/staff/moderation/size', as: 'staff' }) },
  // The member's copies of their data. Asking for one is not measured (a second ask answers 409 while
  // the first is prepared, and a member may ask three a day), nor its download (the fixtures hold no ready copy).
  { id: 'my-data-exports', label: 'the copies of my data, first page, signed in', server: 'app', request: () => ({ path: '/api/v1/me/data-exports', as: 'member' }) },
  // Moderation decisions: the member's statements and staff's appeals. Deciding, appealing and
  // answering are one-time writes (a second answers 409), not measured.
  { id: 'my-decisions', label: 'the moderation decisions about me, first page, signed in', server: 'app', request: () => ({ path: '/api/v1/me/decisions', as: 'member' }) },
  { id: 'appeals-queue', label: 'staff: pending appeals, first page', server: 'app', request: () => ({ path: '/api/v1/staff/moderation/appeals', as: 'staff' }) },
];

/** The request's body as sent: JSON, form-encoded, or none. */
export function bodyOf(request: TargetRequest): string | undefined {
  if (request.form) return new URLSearchParams(request.form).toString();
  return request.body === undefined ? undefined : JSON.stringify(request.body);
}

/** The request headers of a target for this context (and the server's origin, for state-changing calls). */
export function headersOf(request: TargetRequest, context: TargetContext, origin: string): Record<string, string> {
  const credentials: Record<TargetRequest['as'], () => Record<string, string>> = {
    member: () => ({ cookie: context.memberCookie }),
    newcomer: () => ({ cookie: context.newcomerCookie }),
    visitor: () => ({}),
    customer: () => ({ cookie: context.customerCookie ?? '' }),
    'customer-token': () => ({ authorization: `Bearer ${context.customerToken()}` }),
    staff: () => ({ cookie: context.staffCookie }),
  };
  return {
    ...credentials[request.as](),
    ...(request.method && request.method !== 'GET' ? { origin } : {}),
    ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...request.headers,
  };
}
