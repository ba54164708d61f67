/**
 * The load scenario: N members, one connection each, reading and posting without pause for S
 * seconds. Each member loops over READ_WRITE_MIX (nine reads, one new post), so about one request in
 * ten writes. Reports throughput, p50/p99 of every request and the server's peak memory.
 */
import type { AutocannonClient, AutocannonRequest } from 'autocannon';
import type { Reader } from './accounts.ts';
import type { Fixtures } from './generate.ts';
import { measure, type Sample } from './measure.ts';
import { readMemory, resetPeakMemory } from './servers.ts';

export interface LoadResult extends Sample {
  members: number;
  seconds: number;
  writesPerSecond: number;
  /** Peak RSS of the server process during the scenario (VmHWM after a reset, or the highest sample). */
  peakRssMb: number;
  rssAfterMb: number;
}

export const READ_WRITE_MIX = 'home feed ×4, single post ×2, a member’s posts ×2, post page ×1, new post ×1';

function requestsOf(reader: Reader, fixtures: Fixtures, baseUrl: string, member: number, counter: { writes: number }): AutocannonRequest[] {
  const post = `/api/v1/posts/${encodeURIComponent(fixtures.showcase.authorId)}/${encodeURIComponent(fixtures.showcase.postId)}`;
  const memberPosts = `/api/v1/posts?alias=${encodeURIComponent(fixtures.showcase.alias)}&limit=20`;
  const get = (path: string, extra: Record<string, string> = {}): AutocannonRequest => ({ method: 'GET', path, headers: { cookie: reader.cookie, ...extra } });
  let written = 0;
  const write: AutocannonRequest = {
    method: 'POST',
    path: '/api/v1/posts',
    headers: { cookie: reader.cookie, origin: baseUrl, 'content-type': 'application/json' },
    setupRequest: (request) => {
      written += 1;
      counter.writes += 1;
      return { ...request, body: JSON.stringify({ text: `Point marché n°${written} du membre ${member + 1} : je surveille les supports avant la clôture.` }) };
    },
  };
  return [
    get('/api/v1/posts?limit=20'),
    get(post),
    get(memberPosts),
    get('/api/v1/posts?limit=20'),
    write,
    get(post),
    get('/api/v1/posts?limit=20'),
    get(memberPosts),
    get(`/post/${post.slice('/api/v1/posts/'.length)}`, { 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html' }),
    get('/api/v1/posts?limit=20'),
  ];
}

export async function runLoad(options: { baseUrl: string; pid: number; readers: Reader[]; fixtures: Fixtures; seconds: number }): Promise<LoadResult> {
  const { baseUrl, pid, readers, fixtures, seconds } = options;
  const members = readers.length;
  let nextClient = 0;
  const resetWorked = resetPeakMemory(pid);
  let sampledPeak = readMemory(pid)?.rssMb ?? 0;
  const sampler = setInterval(() => {
    const memory = readMemory(pid);
    if (memory) sampledPeak = Math.max(sampledPeak, memory.rssMb);
  }, 200);
  let sample: Sample;
  const counter = { writes: 0 };
  try {
    sample = await measure({
      url: baseUrl,
      connections: members,
      duration: seconds,
      requests: [{ method: 'GET', path: '/api/health' }],
      setupClient: (client: AutocannonClient) => {
        const member = nextClient % members;
        nextClient += 1;
        client.setRequests(requestsOf(readers[member] as Reader, fixtures, baseUrl, member, counter));
      },
    });
  } finally {
    clearInterval(sampler);
  }
  const after = readMemory(pid);
  return {
    ...sample,
    members,
    seconds,
    writesPerSecond: counter.writes / seconds,
    peakRssMb: resetWorked && after ? Math.max(after.peakMb, sampledPeak) : sampledPeak,
    rssAfterMb: after?.rssMb ?? NaN,
  };
}
