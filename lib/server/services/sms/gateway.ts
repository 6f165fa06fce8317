import 'server-only';
import type { SmsSender } from './sender';

/** An HTTP SMS gateway: POSTs {mobile, text} as JSON, with a Bearer key when one is configured; any 2xx is delivered. */
export function gatewaySender(url: string, key?: string): SmsSender {
  return {
    name: 'gateway',
    async send(mobile, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ mobile, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
