// Closed-loop HTTP load with autocannon: N connections, each sending its next request as soon
// as the previous one is answered. Every response's latency is kept (autocannon's own summary
// has no p95), grouped by the kind of request that the path generator named.
import autocannon from 'autocannon';

/** Nearest-rank percentile of sorted milliseconds. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * Runs `next()` → { kind, path } for `seconds` over `connections` connections (with `headers` on
 * every request). Resolves to the
 * whole run's summary plus one per kind, and counts of non-2xx answers and errors.
 */
export async function runLoad({ url, connections, seconds, next, headers = {} }) {
  const all = [];
  const byKind = new Map();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const { kind, path } = next();
          context.kind = kind;
          return { ...request, path };
        },
      },
    ],
  });
  // At 'response' the client's context still describes the request just answered.
  instance.on('response', (client, _status, _bytes, ms) => {
    all.push(ms);
    const kind = client.requestIterator.context.kind;
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push(ms);
  });
  const result = await instance;
  const elapsed = result.duration || seconds;
  return {
    ...summarise(all, elapsed),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    kinds: [...byKind].map(([kind, list]) => ({ kind, ...summarise(list, elapsed) })),
  };
}
