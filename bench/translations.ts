/**
 * The translation job's throughput: a member publishes French posts through the API (each queues its
 * translation in its own transaction), and the harness watches the staff's queue view until every
 * one is translated by the fake DeepL (servers.ts) and stored. Reports translations per second, from
 * the first post sent to the queue drained: the job's whole path (read, budget charge, provider call,
 * token check, store, live update), one job at a time per process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Reader } from './accounts.ts';
import { translationRequests } from './servers.ts';

export interface TranslationsResult {
  posts: number;
  seconds: number;
  translationsPerSecond: number;
}

const WRITERS_AT_ONCE = 4;
const SENTENCES = [
  "Je reste acheteur sur l'EUR/USD tant que 1,0820 tient, objectif la résistance des 1,0950.",
  'Le CAC 40 consolide sous ses plus hauts : je garde mes positions et je remonte mon stop.',
  "L'or reprend 18 % depuis janvier, la saisonnalité de fin d'année reste favorable.",
  'Bitcoin teste le support des 60 000 : scénario principal, un range jusqu’à la fin du mois.',
];

async function publish(baseUrl: string, reader: Reader, index: number): Promise<void> {
  const text = `${SENTENCES[index % SENTENCES.length]} (${index})`;
  const response = await fetch(`${baseUrl}/api/v1/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: reader.cookie },
    body: JSON.stringify({ text }),
  });
  if (response.status !== 200) throw new Error(`a post for the translation bench answered ${response.status}: ${await response.text()}`);
}

async function queueDrained(baseUrl: string, staffCookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/v1/staff/translations`, { headers: { cookie: staffCookie } });
  if (response.status !== 200) throw new Error(`the staff's translation queue answered ${response.status}`);
  const queue = (await response.json()) as { jobs: { waiting: number; active: number; failed: number } };
  if (queue.jobs.failed > 0) throw new Error(`${queue.jobs.failed} translation job(s) failed`);
  return queue.jobs.waiting + queue.jobs.active === 0;
}

export async function measureTranslations(baseUrl: string, reader: Reader, staffCookie: string, posts: number): Promise<TranslationsResult> {
  const before = translationRequests();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS_AT_ONCE }, async () => {
      while (next < posts) await publish(baseUrl, reader, next++);
    }),
  );
  const deadline = Date.now() + 10 * 60_000;
  while (translationRequests() - before < posts || !(await queueDrained(baseUrl, staffCookie))) {
    if (Date.now() > deadline) throw new Error(`the translation queue did not drain in 10 minutes (${translationRequests() - before} of ${posts} sent)`);
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  return { posts, seconds, translationsPerSecond: posts / seconds };
}
