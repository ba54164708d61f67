import {
  buildEndpointPath,
  isApiErrorBody,
  type Route,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@arya/core';

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
  };

/** Calls an endpoint defined in core; its path, input and answer types come from that one definition. */
export async function callApi<E extends Route>(endpoint: E, ...[options]: Partial<CallOptions<E>> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]): Promise<EndpointResponse<E>> {
  const opts = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal };
  let url = buildEndpointPath(endpoint.path, opts.params);
  if (opts.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.query)) if (value !== undefined && value !== null) search.set(key, String(value));
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: opts.body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details);
    throw new ApiError(response.status, 'GENERAL_PROBLEM', `HTTP ${response.status}`);
  }
  return data as EndpointResponse<E>;
}
