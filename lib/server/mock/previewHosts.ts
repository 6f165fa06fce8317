import 'server-only';
import { ApiError } from '../errors';

/** Where the template's mock mode works when MOCK_HOSTS does not say otherwise: this machine only. */
export const DEFAULT_PREVIEW_HOSTS = 'localhost,127.0.0.1,[::1]';

/**
 * The host names of MOCK_HOSTS (a comma list; `*.example.org` names every host under example.org), lower-cased;
 * an empty or unset setting gives the default.
 */
export function previewHosts(setting: string | undefined = process.env.MOCK_HOSTS): string[] {
  const list = (setting ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  return list.length ? list : DEFAULT_PREVIEW_HOSTS.split(',');
}

/** The host name of a Host header value, without its port. */
function hostName(value: string): string {
  const host = value.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '');
}

const matches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === hostName(pattern);

/**
 * Whether a request reached the app under a preview host (spec §9 preview-mode check): the Host it was sent to and,
 * behind a proxy, the host the proxy was asked for must both be listed, so a forwarded public name is never taken for
 * a local one.
 */
export function isPreviewHost(req: Request, hosts: readonly string[] = previewHosts()): boolean {
  const names = [req.headers.get('host') ?? new URL(req.url).host, req.headers.get('x-forwarded-host')]
    .filter((h): h is string => h !== null)
    .flatMap((h) => h.split(','))
    .map(hostName);
  return names.length > 0 && names.every((name) => hosts.some((pattern) => matches(name, pattern)));
}

/** The mock sign-in answers only under a preview host; elsewhere mock mode is off (403, with what to do). */
export function assertPreviewHost(req: Request): void {
  if (isPreviewHost(req)) return;
  throw new ApiError(403, '预览（模拟数据）模式仅在本机或演示地址开放，请使用正式账号登录', null,
    'Preview (mock data) mode is open on local and demo addresses only; sign in with a real account');
}
