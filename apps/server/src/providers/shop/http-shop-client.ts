import { z } from 'zod';
import { ShopUnavailableError, type ShopBillingDetails, type ShopClient, type ShopMember } from './shop-client.ts';

export interface HttpShopOptions {
  /** The shop's API base, e.g. https://shop.example/api (its /users/me and /billinginformations live under it). */
  baseUrl: string;
  /** The member's bearer token (GET /api/server-management/token), which the shop accepts for that member. */
  memberToken: (member: ShopMember) => Promise<string>;
  /** How long a call may take, answer included (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A shop answer longer than this is not one of its small JSON answers. */
const MAX_ANSWER_BYTES = 64 * 1024;

const userAnswerSchema = z.object({ id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]) });

/** Speaks the spec's shop contract over HTTP with the member's bearer token. */
export class HttpShopClient implements ShopClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpShopOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async customerId(member: ShopMember): Promise<string> {
    const answer = await this.call(member, 'GET', '/users/me');
    const parsed = userAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new ShopUnavailableError('The shop answered GET /users/me without a customer id');
    return String(parsed.data.id);
  }

  async saveBillingDetails(member: ShopMember, details: ShopBillingDetails): Promise<void> {
    await this.call(member, 'PUT', '/billinginformations', details);
  }

  private async call(member: ShopMember, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<unknown> {
    const token = await this.options.memberToken(member);
    let status: number;
    let text: string;
    try {
      // The timeout covers reading the answer too, so a shop that stalls mid-answer fails as well.
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new ShopUnavailableError(name === 'TimeoutError' ? `The shop did not answer ${method} ${path} in time` : `The shop could not be reached for ${method} ${path}`, { cause: error });
    }
    if (status < 200 || status >= 300) throw new ShopUnavailableError(`The shop answered ${method} ${path} with status ${status}`);
    if (text.length > MAX_ANSWER_BYTES) throw new ShopUnavailableError(`The shop's answer to ${method} ${path} is too long`);
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ShopUnavailableError(`The shop answered ${method} ${path} with something that is not JSON`);
    }
  }
}
