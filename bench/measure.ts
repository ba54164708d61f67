import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';

/** One autocannon run. Latencies in milliseconds. */
export interface Sample {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers outside 2xx (they are counted in the latencies but make the numbers suspect). */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** e.g. { "200": 1234, "429": 3 } */
  statuses: Record<string, number>;
}

export interface Summary {
  /** Median over the rounds. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  rounds: Sample[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function toSample(result: AutocannonResult): Sample {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]));
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: result.duration > 0 ? requests / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

export async function measure(options: AutocannonOptions): Promise<Sample> {
  return toSample(await autocannon({ timeout: 10, ...options }));
}

/**
 * Requests one at a time for `duration` seconds, each timed to the first byte of its body (what a
 * streamed page shows first) or to its end. The p50 and p99 are those times; statuses as autocannon's.
 */
export async function measureOneAtATime(
  { url, method, headers, body }: { url: string; method: string; headers: Record<string, string>; body?: string },
  duration: number,
  until: 'first-byte' | 'whole',
): Promise<Sample> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const end = performance.now() + duration * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      const reader = response.body?.getReader();
      const first = await reader?.read();
      if (until === 'first-byte' && first && !first.done) times.push(performance.now() - started);
      // The rest is read: the next request starts once this one is over.
      let done = first?.done ?? true;
      while (reader && !done) done = (await reader.read()).done;
      if (until === 'whole') times.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch {
      errors += 1;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN) * 10) / 10;
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const non2xx = Object.entries(statuses).reduce((sum, [status, count]) => sum + (status.startsWith('2') ? 0 : count), 0);
  return { requestsPerSecond: requests / duration, p50: at(0.5), p99: at(0.99), requests, non2xx, errors, statuses };
}

export function summarize(rounds: Sample[]): Summary {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    rounds,
  };
}
