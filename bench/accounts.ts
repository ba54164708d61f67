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

/** Signs one member up (POST /api/auth/sign-up/email) and creates the profile (POST /api/v1/me/bootstrap). */
export async function signUp(baseUrl: string, email: string, name: string): Promise<Reader> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: READER_PASSWORD, name }),
  });
  await expectOk(response, `sign-up of ${email}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error(`sign-up of ${email} set no session cookie`);
  await expectOk(
    await fetch(`${baseUrl}/api/v1/me/bootstrap`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ language: 'fr' }) }),
    `profile of ${email}`,
  );
  return { email, cookie };
}

/** `count` new members, a few at a time (each sign-up hashes a password: CPU-bound). */
export async function signUpReaders(baseUrl: string, count: number, runId: string): Promise<Reader[]> {
  const readers: Reader[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      readers[index] = await signUp(baseUrl, `bench-reader-${runId}-${index + 1}@bench.example.com`, `Lecteur ${index + 1}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
  return readers;
}

/**
 * Gives `reader` more than a page of notifications without changing the feeds: they comment
 * `count` times under a post, `liker` likes each comment (one notification per comment), through
 * the API like the apps do.
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
  }
}

/** The reader follows `count` generated members (through the API): the following feed then has posts from each. */
export async function giveFollows(baseUrl: string, reader: Reader, memberIds: readonly string[]): Promise<void> {
  for (const id of memberIds) {
    await expectOk(await fetch(`${baseUrl}/api/v1/users/${encodeURIComponent(id)}/follow`, { method: 'PUT', headers: { origin: baseUrl, cookie: reader.cookie } }), 'a follow of the reader');
  }
}
