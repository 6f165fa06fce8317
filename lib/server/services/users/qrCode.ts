import 'server-only';
import QRCode from 'qrcode';
import type { SignInQrCode } from '@/lib/contracts/userAdmin';
import { issueLoginTicket } from '../../auth';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../session';
import { viaTrustedProxy } from '../../clientAddress';
import { loadAccount } from './accounts';
import { managerOf } from './manager';

/** The app's address as the caller reached it: as a trusted proxy (TRUST_PROXY) says, else as the request itself says. */
function appOrigin(req: Request): string {
  const url = new URL(req.url);
  const proxied = viaTrustedProxy(req);
  const host = (proxied ? req.headers.get('x-forwarded-host') : null) ?? req.headers.get('host') ?? url.host;
  const proto = (proxied ? req.headers.get('x-forwarded-proto') : null) ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/**
 * A QR code that signs the account in on a phone: the caller's own, or one the caller manages (admin, a unit's
 * main account for its sub-accounts). The login page spends its ticket once. A code for another account is written to
 * the system log, and the sign-in it makes names who asked for it.
 */
export async function signInQrCode(db: Db, user: SessionUser, req: Request, audit: { detail?: string }, accountId?: number): Promise<SignInQrCode> {
  const other = accountId && accountId !== user.id ? await loadAccount(db, managerOf(user), accountId) : null;
  const { ticket, expiresAt } = await issueLoginTicket(other?.id ?? user.id, undefined, user.id);
  audit.detail = other ? `为账号 ${other.username}（ID ${other.id}）生成登录二维码` : '生成本人账号的登录二维码';
  const url = `${appOrigin(req)}/#/login?qr=${encodeURIComponent(ticket)}`;
  const image = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
  return { image, url, expiresAt: expiresAt.toISOString() };
}
