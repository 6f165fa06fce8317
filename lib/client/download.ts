import type { Endpoint, Envelope } from '@/lib/contracts/endpoint';
import { apiUrl } from './apiBase';
import { acceptLanguage, defaultCodeText, translate } from './i18n';
import { RequestError } from './request';
import { currentLanguage } from './stores/settings';
import { useUserStore } from './stores/user';

/** The file name the server gave (RFC 5987 `filename*` first), else the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Calls an endpoint that answers a file (an .xlsx) and saves it in the browser. A refusal comes back as the
 * usual envelope and rejects with its message.
 */
export async function downloadFile(ep: Endpoint, body: unknown, fallbackName: string): Promise<void> {
  const token = useUserStore.getState().token;
  let res: Response;
  try {
    res = await fetch(apiUrl(ep.path), {
      method: ep.method,
      headers: {
        'Accept-Language': acceptLanguage(currentLanguage()),
        ...(ep.method === 'POST' ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: ep.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      cache: 'no-store',
    });
  } catch {
    throw new RequestError(translate('request.unknown'), null);
  }
  if (!res.ok || res.headers.get('content-type')?.includes('json')) {
    const envelope = (await res.json().catch(() => ({ code: res.status, msg: '', data: null }))) as Envelope<unknown>;
    throw new RequestError(envelope.msg || defaultCodeText(envelope.code), envelope.code, envelope);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
