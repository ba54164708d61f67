import type { z } from 'zod';
import type { ApiErrorCode } from './errors.ts';

/** Who may call an endpoint. `member` needs a session; `staff` a session with a staff role. */
export type EndpointAccess = 'visitor' | 'member' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, defined once: the server registers it, the web client calls it, and the
 * OpenAPI document is generated from it, so the three cannot drift apart.
 */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path with `:param` segments, e.g. `/api/v1/users/:userId`. */
  path: string;
  access: EndpointAccess;
  summary: string;
  tags: string[];
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** Error codes a caller should expect besides validation and auth ones. */
  errors?: readonly ApiErrorCode[];
}

export function defineEndpoint<
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type EndpointParams<E> = E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? InputOr<P, undefined> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? InputOr<Q, undefined> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType> ? InputOr<B, undefined> : never;
export type EndpointResponse<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? InferOr<R, never> : never;

/** Fills `:param` segments of an endpoint path. */
export function buildEndpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
