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
