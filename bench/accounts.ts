import { TERMS_VERSION } from '@arya/core';

/** The signed-in members of the benchmark, made through the API like a browser would. */

export const READER_PASSWORD = 'bench-Reader-2026!';

export interface Reader {
  email: string;
  /** The Cookie header that carries the member's session. */
  cookie: string;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  throw new Error(`${what} answered HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`);
}

/** The Cookie header of the session a sign-up or sign-in answer sets. */
function sessionCookie(response: Response, what: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error(`${what} set no session cookie`);
  return cookie;
}

/** Signs one member up (POST /api/auth/sign-up/email) and creates the profile (POST /api/v1/me/bootstrap). */
export async function signUp(baseUrl: string, email: string, name: string): Promise<Reader> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: READER_PASSWORD, name, acceptedTerms: TERMS_VERSION }),
  });
  await expectOk(response, `sign-up of ${email}`);
  const cookie = sessionCookie(response, `sign-up of ${email}`);
  await expectOk(
    await fetch(`${baseUrl}/api/v1/me/bootstrap`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ language: 'fr' }) }),
    `profile of ${email}`,
  );
  return { email, cookie };
}

/** Verifies a phone number of the member's with the code the fake Twilio took: members write only then. */
export async function verifyPhone(baseUrl: string, reader: Reader, phoneNumber: string, codeTo: (phoneNumber: string) => string | null): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie: reader.cookie };
  await expectOk(await fetch(`${baseUrl}/api/v1/me/phone/code`, { method: 'POST', headers, body: JSON.stringify({ phoneNumber, resend: true }) }), 'phone code sent');
  const code = codeTo(phoneNumber);
  if (!code) throw new Error(`no SMS code reached the fake Twilio for ${phoneNumber}`);
  await expectOk(await fetch(`${baseUrl}/api/v1/me/phone/verify`, { method: 'POST', headers, body: JSON.stringify({ phoneNumber, code }) }), 'phone verified');
}

/**
 * Takes a reader past onboarding, as their browser would (their phone is verified at sign-up). A
 * settled member's pages are what the front-end figures measure (no onboarding page, no phone dialog).
 */
export async function settle(baseUrl: string, reader: Reader): Promise<void> {
  await expectOk(await fetch(`${baseUrl}/api/v1/me/interests/skip`, { method: 'POST', headers: { origin: baseUrl, cookie: reader.cookie } }), 'onboarding skipped');
}

/** A French mobile number of its own for each reader of a run (+33 6 70 00 00 01…). */
const readerPhone = (index: number) => `+3367${String(index + 1).padStart(7, '0')}`;

/**
 * `count` new members, a few at a time (each sign-up hashes a password: CPU-bound), each with a
 * verified phone number, as every member who likes, follows or posts has.
 */
export async function signUpReaders(baseUrl: string, count: number, runId: string, codeTo: (phoneNumber: string) => string | null): Promise<Reader[]> {
  const readers: Reader[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const reader = await signUp(baseUrl, `bench-reader-${runId}-${index + 1}@bench.example.com`, `Lecteur ${index + 1}`);
      await verifyPhone(baseUrl, reader, readerPhone(index), codeTo);
      readers[index] = reader;
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
  return readers;
}

/**
 * Gives `reader` more than a page of notifications without changing the feeds: they comment
 * `count` times under a post, `liker` likes each comment (one notification per comment) and
 * replies to every third one (a reply notification), through the API like the apps do. The page
 * then mixes notifications about comments and about replies, each with its excerpt.
 */
export async function giveNotifications(baseUrl: string, postId: string, reader: Reader, liker: Reader, count: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  for (let index = 0; index < count; index += 1) {
    const commented = await fetch(`${baseUrl}/api/v1/posts/${postId}/comments`, {
      method: 'POST',
      headers: { ...headers, cookie: reader.cookie },
      body: JSON.stringify({ text: `Avis numéro ${index + 1} sur ce niveau` }),
    });
    await expectOk(commented, 'a comment of the reader');
    const [authorId, post, comment] = ((await commented.json()) as { _id: string })._id.split('/');
    const like = await fetch(`${baseUrl}/api/v1/posts/${authorId}/${post}/comments/${comment}/like`, { method: 'PUT', headers: { origin: baseUrl, cookie: liker.cookie } });
    await expectOk(like, "a like of the reader's comment");
    if (index % 3 === 0) {
      const replied = await fetch(`${baseUrl}/api/v1/posts/${authorId}/${post}/comments/${comment}/replies`, {
        method: 'POST',
        headers: { ...headers, cookie: liker.cookie },
        body: JSON.stringify({ text: `Réponse au niveau ${index + 1}, à surveiller de près cette semaine` }),
      });
      await expectOk(replied, "a reply to the reader's comment");
    }
  }
}

/** The reader follows `count` generated members (through the API): the following feed then has posts from each. */
export async function giveFollows(baseUrl: string, reader: Reader, memberIds: readonly string[]): Promise<void> {
  for (const id of memberIds) {
    await expectOk(await fetch(`${baseUrl}/api/v1/users/${encodeURIComponent(id)}/follow`, { method: 'PUT', headers: { origin: baseUrl, cookie: reader.cookie } }), 'a follow of the reader');
  }
}

/** Signs a generated account in with its password (POST /api/auth/sign-in/email, like the sign-in page): its Cookie header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  await expectOk(response, `sign-in of ${email}`);
  return sessionCookie(response, `sign-in of ${email}`);
}

/**
 * A member's bearer token for the shop and licence contracts (GET /api/server-management/token,
 * valid 15 minutes), asked again whenever it would expire within the next run.
 */
export class MemberToken {
  private token = '';
  private expiresAt = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  get value(): string {
    if (!this.token) throw new Error('no member token yet: call fresh() first');
    return this.token;
  }

  /** Makes sure the token stays valid for `seconds` more (plus a minute of margin). */
  async fresh(seconds: number): Promise<void> {
    if (this.token && this.expiresAt - Date.now() > (seconds + 60) * 1000) return;
    const response = await fetch(`${this.baseUrl}/api/server-management/token`, { headers: { cookie: this.cookie } });
    await expectOk(response, 'the member token');
    const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
    this.token = token;
    this.expiresAt = Date.parse(expiresAt);
  }
}

/** The first signed download link of GET /api/v1/licences (valid 24 hours), or null when the member owns no software. */
export async function softwareLinkOf(baseUrl: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/v1/licences`, { headers: { cookie } });
  await expectOk(response, 'the licences');
  const { softwareLinks } = (await response.json()) as { softwareLinks: { url: string }[] };
  const url = softwareLinks[0]?.url;
  return url ? new URL(url, baseUrl).pathname + new URL(url, baseUrl).search : null;
}
