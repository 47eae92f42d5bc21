import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs a fixed-duration load against one URL on this machine and keeps the figures we report. */
export async function load(name: string, url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections ?? 50, duration: options.seconds ?? 10, headers: options.headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(results: LoadResult[]): void {
  console.log('\n| route | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
}
