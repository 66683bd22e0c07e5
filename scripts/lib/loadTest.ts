import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests (socket errors and timeouts) plus answers that were not 2xx. */
  errors: number;
  /** Of those, answers that were not 2xx. */
  non2xx: number;
}

/** The middle of a set of runs (the upper middle for an even count); 0 for none. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Hammers one URL with autocannon and reports its latency percentiles (ms) and throughput. */
export async function loadTest(
  name: string,
  url: string,
  {
    seconds = 5,
    connections = 10,
    headers,
  }: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, headers });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
  };
}
