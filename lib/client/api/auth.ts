import {
  login as loginContract, logout as logoutContract, publicKey as publicKeyContract, qrLogin as qrLoginContract,
  renewal as renewalContract, renewalInfo as renewalInfoContract, type LoginBody, type RenewalRequestBody,
} from '@/lib/contracts/auth';
import { mockLogin, mockLogout } from '@/lib/contracts/mock/auth';
import { isMockMode } from '../apiBase';
import { call, callEnvelope } from './call';

/**
 * Signs in. Returns the envelope: the login view handles 401 and 408 itself (spec §8). `body` is the
 * credentials, or their RSA-encrypted form (a base64 string sent as a JSON string).
 */
export const login = (body: LoginBody | string) => (isMockMode() ? callEnvelope(mockLogin, body) : callEnvelope(loginContract, body));

/** Signs in with a sign-in QR code's one-time ticket; the envelope as for `login`. */
export const qrLogin = (ticket: string) => callEnvelope(qrLoginContract, { ticket });

/** The expired account of a renewal ticket (the login's 408 URL); the envelope: the renewal page shows a refusal itself. */
export const renewalInfo = (ticket: string) => callEnvelope(renewalInfoContract, { ticket });

/** Sends the expired unit's renewal request with its ticket (spent by it); the envelope, as for `renewalInfo`. */
export const requestRenewal = (body: RenewalRequestBody) => callEnvelope(renewalContract, body);

/** Revokes the session; answered whatever the code, so a dead token still signs out locally. */
export const logout = () => (isMockMode() ? callEnvelope(mockLogout) : callEnvelope(logoutContract, {}));

export const getPublicKey = () => call(publicKeyContract);

/**
 * The login body: RSA-encrypted when settings.encryptLogin is on and the server gives a key and is
 * not a mock (spec §7.1); otherwise the credentials as they are.
 */
export async function loginPayload(values: LoginBody, encrypt: boolean): Promise<LoginBody | string> {
  if (!encrypt) return values;
  const { publicKey, mockServer } = await getPublicKey();
  if (!publicKey || mockServer) return values;
  const { encryptBody } = await import('../rsaEncrypt');
  return encryptBody(values, publicKey);
}
