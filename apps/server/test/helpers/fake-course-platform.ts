import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const COURSE_PLATFORM_API_KEY = 'course-platform-api-key-0123456789';

export interface CoursePlatformRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  body: unknown;
}

/** How the fake platform answers the next call: [status, body], a body too large, or no answer at all. */
export type CoursePlatformAnswer = [number, unknown] | 'hang' | 'huge';

/** What the platform answers when it signs a token. */
export const SIGNED_COURSE_TOKEN = { token: 'signed.by.platform', target: 'https://courses.platform.test/' } as const;

/**
 * A stand-in for the course platform's API on 127.0.0.1 (POST {base}/sign/token/lms): records each
 * call and answers `answer.next` (a signed token unless told otherwise). `base` is what
 * COURSE_PLATFORM_API_URL takes.
 */
export async function startFakeCoursePlatform(): Promise<{
  server: Server;
  base: string;
  received: CoursePlatformRequest[];
  answer: { next: CoursePlatformAnswer };
  close(): Promise<void>;
}> {
  const received: CoursePlatformRequest[] = [];
  const answer: { next: CoursePlatformAnswer } = { next: [200, SIGNED_COURSE_TOKEN] };
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: text ? JSON.parse(text) : null,
      });
      const next = answer.next;
      if (next === 'hang') return;
      if (next === 'huge') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ token: 'x'.repeat(100_000), target: SIGNED_COURSE_TOKEN.target }));
        return;
      }
      const [status, body] = next;
      response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    received,
    answer,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
