import { LicenceServerError, type LicenceServer, type LicenceServerUpdate } from './licence-server.ts';

export interface HttpLicenceServerOptions {
  /** LICENCE_SERVER_URL: the service's base address. */
  baseUrl: string;
  /** LICENCE_SERVER_TOKEN: sent as `Authorization: Bearer …`. */
  token: string;
  /** How long a call may take, answer included (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The server-management contract of spec 1 §7: `PUT /api/v2/license/{licenceId}`, form-encoded wp_id, account_id, broker. */
export class HttpLicenceServer implements LicenceServer {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpLicenceServerOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async updateLicence(update: LicenceServerUpdate): Promise<void> {
    const form = new URLSearchParams({ wp_id: update.wpId, account_id: update.accountId, broker: update.broker });
    let status: number;
    try {
      // The timeout covers reading the answer too: a server that stalls mid-answer fails as well.
      const response = await fetch(`${this.baseUrl}/api/v2/license/${encodeURIComponent(update.licenceId)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
        // The token goes to the configured server only, never where a redirect points.
        redirect: 'error',
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      throw networkFailure(error);
    }
    if (status < 200 || status >= 300) throw new LicenceServerError(`The licence server refused the update (status ${status})`, status);
  }
}

/** What went wrong, from the error's kind only: the request (and its token) is never repeated. */
function networkFailure(error: unknown): LicenceServerError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new LicenceServerError('The licence server did not answer in time');
  const cause = error instanceof Error ? error.cause : undefined;
  const reason = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return new LicenceServerError(`The licence server could not be reached${reason}`);
}
