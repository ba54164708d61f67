import { endpointUrl, type Route, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResponse } from '@arya/core/routes';
import { isApiErrorBody } from '@arya/core/rules';
import { takeBootAnswer } from './boot-answers.ts';

/** An API failure: `code` is the server's stable code (an `errors` i18n key), `status` 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type CallOptions<E> = (EndpointParams<E> extends undefined ? { params?: undefined } : { params: EndpointParams<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> }) & {
    query?: EndpointQuery<E>;
    signal?: AbortSignal;
    /** The member's bearer token, for routes of the shop and licence contracts (`route.bearer`). */
    token?: string;
  };

/** A call answered without the network: the server's render reaches its own routes in process (entry-server.tsx). */
export type ApiTransport = (call: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; body: unknown }>;

let transport: ApiTransport | null = null;

/** Set once by the server's render; the browser always uses fetch. */
export function setApiTransport(value: ApiTransport | null): void {
  transport = value;
}

/** Calls an endpoint defined in core; its path, input and answer types come from that one definition. */
export async function callApi<E extends Route>(endpoint: E, ...[options]: Partial<CallOptions<E>> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]): Promise<EndpointResponse<E>> {
  const opts = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal; token?: string };
  const url = endpointUrl(endpoint.path, opts.params, opts.query);
  const early = endpoint.bearer ? undefined : takeBootAnswer(endpoint.method, url);
  if (early) return answerOf<EndpointResponse<E>>(early.status, early.body);
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const body = opts.body === undefined ? undefined : endpoint.bodyEncoding === 'form' ? formBody(opts.body) : JSON.stringify(opts.body);
  if (transport) {
    const answer = await transport({ method: endpoint.method, url, headers, ...(body === undefined ? {} : { body }) });
    return answerOf<EndpointResponse<E>>(answer.status, answer.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  return answerOf<EndpointResponse<E>>(response.status, data);
}

/** A flat object as an HTML form would send it (the licence contract is form-encoded). */
function formBody(body: unknown): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) if (value !== undefined && value !== null) form.set(key, String(value));
  return form.toString();
}

function answerOf<T>(status: number, data: unknown): T {
  if (status < 200 || status >= 300) {
    if (isApiErrorBody(data)) throw new ApiError(status, data.code, data.message, data.details);
    throw new ApiError(status, 'GENERAL_PROBLEM', `HTTP ${status}`);
  }
  return data as T;
}
