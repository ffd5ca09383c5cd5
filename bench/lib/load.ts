import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statusCounts: Record<string, number>;
  errors: number;
  total: number;
}

let counter = 0;
/** A different client address per request, so per-IP rate limits see many visitors. */
export function nextClientAddress(): string {
  counter++;
  return `198.51.${(counter >> 8) & 255}.${counter & 255}`;
}

export async function runLoad(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options });
  const statusCounts: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[code] = (count as { count: number }).count;
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCounts,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}
