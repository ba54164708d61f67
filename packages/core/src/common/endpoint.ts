import type { z } from 'zod';
import type { ApiTag } from './api-tags.ts';
import type { ApiErrorCode } from './errors.ts';

/**
 * Who may call an endpoint. `public`: anyone, and the answer never depends on who (no session is
 * read); `visitor`: anyone, the signed-in member's session read when the request carries one;
 * `member` needs a session; `verified` a session whose member verified a phone number (spec 2 §6:
 * every social write: posts, ideas, comments, replies, likes, shares, follows, uploads); `staff` a
 * session with a staff role; `bearer` the member's short-lived
 * token from the server-management token endpoint in an `Authorization: Bearer` header (the shop
 * and licence contracts of spec 1 §7), no cookie read.
 */
export type EndpointAccess = 'public' | 'visitor' | 'member' | 'verified' | 'staff' | 'bearer';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of an endpoint: path parameters, query string, body and answer. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * Where an endpoint lives (method and path), with its schemas carried as types only: the web
 * calls routes, so its first load needs no zod. The routes are generated from the endpoints
 * (`npm run generate:routes` writes `routes.generated.ts`); nobody writes one by hand.
 */
export interface Route<S extends RouteSchemas = RouteSchemas> {
  method: HttpMethod;
  /** Fastify-style path with `:param` segments, e.g. `/api/v1/posts/:authorId/:postId`. */
  path: string;
  /** The caller sends the member's bearer token (spec 1 §7 contracts) instead of relying on the cookie. */
  bearer?: boolean;
  /** How the body travels: JSON (the default) or an HTML form's encoding (the licence contract). */
  bodyEncoding?: 'json' | 'form';
  /** Never set at run time: it only carries the schema types. */
  readonly schemaTypes?: S;
}

export function defineRoute<S extends RouteSchemas>(method: HttpMethod, path: string, options: { bearer?: boolean; bodyEncoding?: 'json' | 'form' } = {}): Route<S> {
  return { method, path, ...options };
}

type SchemaAt<S, K extends keyof RouteSchemas> = S extends { [P in K]: infer V } ? V : undefined;

/** Codes any endpoint may answer whatever it declares: bad input, rate limits, a failing server or a full disk. */
export const COMMON_ERROR_CODES = ['VALIDATION_ERROR', 'INVALID_TEXT', 'RATE_LIMITED', 'CROSS_SITE_REQUEST', 'STORAGE_FULL', 'INTERNAL_ERROR'] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** So many calls per window (fixed windows); past it the call is refused with `code` (RATE_LIMITED unless said). */
export interface RateRule<E extends ApiErrorCode = ApiErrorCode> {
  max: number;
  windowSeconds: number;
  /** The code answered past the limit: one the endpoint declares, or a common one. */
  code?: E | CommonErrorCode;
  /** The counter's name when several operations share one budget (publishing a post, an idea or a share); the operation's own name otherwise. */
  bucket?: string;
}

/**
 * How often and how many at once an operation may be called. The counts are kept in the shared
 * counter store (PostgreSQL when the server runs on it: every process counts toward one limit);
 * the number at once is counted in each process (it protects that process's work).
 */
export interface EndpointLimits<E extends ApiErrorCode = ApiErrorCode> {
  /** Per member (session or bearer token), counted once access is checked and the input is valid; times RATE_LIMIT_MEMBER_SCALE. */
  perMember?: RateRule<E>;
  /** Per client address, counted before anything else, instead of the API's general per-address limit. */
  perAddress?: RateRule<E>;
  /** A member's calls under way at once in one process (until the answer is sent); one more is refused with RATE_LIMITED. */
  concurrentPerMember?: number;
}

/** The codes an access rule adds to what an endpoint may answer. */
export const ACCESS_ERROR_CODES = {
  public: [],
  visitor: [],
  member: ['UNAUTHENTICATED'],
  verified: ['UNAUTHENTICATED', 'PHONE_NOT_VERIFIED', 'MEMBER_MUTED'],
  staff: ['UNAUTHENTICATED', 'FORBIDDEN'],
  bearer: ['INVALID_TOKEN'],
} as const satisfies Record<EndpointAccess, readonly ApiErrorCode[]>;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[EndpointAccess][number];

/** Whether an access rule needs a signed-in member's session. */
export const needsSession = (access: EndpointAccess) => access === 'member' || access === 'verified' || access === 'staff';

/** What an endpoint's entry states besides its schemas: the whole contract of one operation. */
export interface EndpointEntry<E extends ApiErrorCode = ApiErrorCode> {
  /** The operationId: unique, camelCase; the endpoint is exported as `${name}Endpoint` and its generated route as `${name}Route`. */
  name: string;
  method: HttpMethod;
  /** Fastify-style path with `:param` segments. */
  path: string;
  access: EndpointAccess;
  /** A few words naming the operation (OpenAPI's summary). */
  summary: string;
  /** What a client developer needs to know to call it: what it does, answers and remembers. */
  description: string;
  tags: readonly ApiTag[];
  /**
   * The codes of this endpoint's own failures; with the common ones and those of its access rule
   * (`answerableErrors`), the only codes it may answer. The server holds handlers to it.
   */
  errors: readonly E[];
  /** How the body travels: JSON (the default) or an HTML form's encoding (the licence contract). */
  bodyEncoding?: 'json' | 'form';
  /** Statuses other than 200 whose answer is not an error body (health answers its report with 503 when down). */
  otherResponses?: Record<number, z.ZodType>;
  /** How often and how many at once it may be called; the server counts and refuses before the handler runs. */
  limits?: EndpointLimits<E>;
}

/** One API operation: its route plus the schemas, access rule and documentation the server uses. */
export interface Endpoint<S extends RouteSchemas = RouteSchemas, E extends ApiErrorCode = ApiErrorCode, A extends EndpointAccess = EndpointAccess> extends Route<S>, EndpointEntry<E> {
  /** The access rule as a literal type, so the handler's member and answerable codes follow from it. */
  access: A;
  params?: SchemaAt<S, 'params'>;
  query?: SchemaAt<S, 'query'>;
  body?: SchemaAt<S, 'body'>;
  response: S['response'];
}

type SchemasIn<D> = { [K in keyof D & keyof RouteSchemas]: D[K] };

/**
 * States one operation, once: the server registers it, OpenAPI documents it and the web's route
 * is generated from it. A bearer endpoint's route says so, so the web sends the token.
 */
export function defineEndpoint<S extends RouteSchemas, const E extends ApiErrorCode = never, const A extends EndpointAccess = EndpointAccess>(
  entry: S & Omit<EndpointEntry<E>, 'errors' | 'access' | 'limits'> & { access: A; errors?: readonly E[]; limits?: EndpointLimits<NoInfer<E>> },
): Endpoint<SchemasIn<S> & RouteSchemas, E, A> {
  return { ...entry, errors: entry.errors ?? [], ...(entry.access === 'bearer' ? { bearer: true } : {}) } as unknown as Endpoint<SchemasIn<S> & RouteSchemas, E, A>;
}

/**
 * The codes an endpoint may answer, as a type: its own, the common ones and its access rule's. The
 * server types each handler's `fail` with it, so a service raising a code its endpoint does not
 * declare does not compile.
 */
export type AnswerableError<E> = E extends Endpoint<infer _S, infer Own, infer A> ? Own | CommonErrorCode | (typeof ACCESS_ERROR_CODES)[A][number] : never;

/** Every code an endpoint may answer: the common ones, its access rule's, and its own. */
export function answerableErrors(endpoint: Pick<Endpoint, 'access' | 'errors'>): ApiErrorCode[] {
  return [...new Set<ApiErrorCode>([...COMMON_ERROR_CODES, ...ACCESS_ERROR_CODES[endpoint.access], ...endpoint.errors])];
}

/** Whether a value is an endpoint made by defineEndpoint (the server's sweep finds them in core's exports). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return typeof candidate.name === 'string' && typeof candidate.method === 'string' && typeof candidate.path === 'string' && typeof candidate.access === 'string' && candidate.response !== undefined && Array.isArray(candidate.errors);
}

/** The schema types a route or an endpoint carries (the generated routes take their endpoint's). */
export type SchemasOf<R> = R extends Route<infer S> ? S : never;
type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<R> = InputOf<SchemaAt<SchemasOf<R>, 'params'>>;
export type EndpointQuery<R> = InputOf<SchemaAt<SchemasOf<R>, 'query'>>;
export type EndpointBody<R> = InputOf<SchemaAt<SchemasOf<R>, 'body'>>;
export type EndpointResponse<R> = z.infer<SchemasOf<R>['response']>;

/** Fills `:param` segments of an endpoint path. */
export function buildEndpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The address of one call of an endpoint: path parameters filled, query values set in the order
 * given (undefined and null left out). The web and the server's first-load answers build it alike.
 */
export function endpointUrl(path: string, params?: Record<string, string | number>, query?: Record<string, unknown>): string {
  const url = buildEndpointPath(path, params);
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}
