import { z } from 'zod';
import { CoursePlatformError, type CoursePlatform, type CourseTokenRequest } from './course-platform.ts';

export interface HttpCoursePlatformOptions {
  /** COURSE_PLATFORM_API_URL: the platform's API, `/sign/token/lms` is under it. */
  baseUrl: string;
  apiKey: string;
  /** How long a call may take, answer included (default 5 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
/** An answer is a token and an address: anything longer is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

const answerSchema = z.object({
  token: z.string().min(1).max(4096),
  target: z
    .string()
    .max(2048)
    .refine((value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol)),
});

/**
 * The course platform's API: POST {base}/sign/token/lms with our API key, the member (id, e-mail,
 * name, language) and the menu items; it answers `{ token, target }`. Errors never repeat the key.
 */
export class HttpCoursePlatform implements CoursePlatform {
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpCoursePlatformOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/sign/token/lms`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async signToken(request: CourseTokenRequest) {
    let status: number;
    let body: string;
    try {
      // The timeout covers reading the answer too, so a platform that stalls mid-answer fails as well.
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ member: request.member, menuItems: request.menuItems }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      body = await readLimited(response, MAX_ANSWER_BYTES);
    } catch (error) {
      if (error instanceof CoursePlatformError) throw error;
      const name = error instanceof Error ? error.name : '';
      throw new CoursePlatformError(name === 'TimeoutError' || name === 'AbortError' ? 'The course platform did not answer in time' : 'The course platform could not be reached');
    }
    if (status < 200 || status >= 300) throw new CoursePlatformError(`The course platform refused to sign a token (status ${status})`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new CoursePlatformError('The course platform answered something that is not JSON');
    }
    const answer = answerSchema.safeParse(parsed);
    if (!answer.success) throw new CoursePlatformError('The course platform answered without a token and an http(s) target');
    return answer.data;
  }
}

/** The answer's text, refused past `limit` bytes (read as it comes, never held whole when too long). */
async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new CoursePlatformError('The course platform answered too much');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new CoursePlatformError('The course platform answered too much');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
