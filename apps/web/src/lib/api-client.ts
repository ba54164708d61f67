import {
  endpointUrl,
  isApiErrorBody,
  type Route,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@arya/core';
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
  };

/** Calls an endpoint defined in core; its path, input and answer types come from that one definition. */
export async function callApi<E extends Route>(endpoint: E, ...[options]: Partial<CallOptions<E>> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]): Promise<EndpointResponse<E>> {
  const opts = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal };
  const url = endpointUrl(endpoint.path, opts.params, opts.query);
  const early = takeBootAnswer(endpoint.method, url);
  if (early) return answerOf<EndpointResponse<E>>(early.status, early.body);
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
  return answerOf<EndpointResponse<E>>(response.status, data);
}

function answerOf<T>(status: number, data: unknown): T {
  if (status < 200 || status >= 300) {
    if (isApiErrorBody(data)) throw new ApiError(status, data.code, data.message, data.details);
    throw new ApiError(status, 'GENERAL_PROBLEM', `HTTP ${status}`);
  }
  return data as T;
}
