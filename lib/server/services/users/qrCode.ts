import 'server-only';
import QRCode from 'qrcode';
import type { SignInQrCode } from '@/lib/contracts/userAdmin';
import { issueLoginTicket } from '../../auth';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../session';
import { loadAccount } from './accounts';
import { managerOf } from './manager';

/** The app's address as the caller reached it (behind a proxy, as the proxy says). */
function appOrigin(req: Request): string {
  const url = new URL(req.url);
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host;
  const proto = req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/**
 * A QR code that signs the account in on a phone: the caller's own, or one the caller manages (admin, a unit's
 * main account for its sub-accounts). The login page spends its ticket once.
 */
export async function signInQrCode(db: Db, user: SessionUser, req: Request, accountId?: number): Promise<SignInQrCode> {
  const uid = accountId && accountId !== user.id ? (await loadAccount(db, managerOf(user), accountId)).id : user.id;
  const { ticket, expiresAt } = await issueLoginTicket(uid);
  const url = `${appOrigin(req)}/#/login?qr=${encodeURIComponent(ticket)}`;
  const image = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
  return { image, url, expiresAt: expiresAt.toISOString() };
}
