// One autocannon measurement (programmatic API): throughput and latency of one request.
import autocannon from 'autocannon';

/**
 * Runs `connections` concurrent keep-alive connections against `url` for `duration` seconds.
 * Returns requests per second (mean over the seconds), p50/p99 latency in ms and the failures.
 */
export async function measure({ url, method = 'POST', headers = {}, body, connections, duration }) {
  const result = await autocannon({
    url,
    method,
    connections,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
