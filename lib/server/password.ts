import 'server-only';
import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES, PASSWORD_RULE_TEXT, passwordRefusal, utf8Bytes } from '@/lib/domain/passwordPolicy';
import { estimatePassword } from '@/lib/domain/passwordStrength';
import { ApiError } from './errors';

/** bcrypt cost; tests lower it through PASSWORD_HASH_COST to stay fast. */
function cost(): number {
  const n = Number(process.env.PASSWORD_HASH_COST);
  return Number.isInteger(n) && n >= 4 && n <= 15 ? n : 10;
}

/** Hashes a password; one longer than bcrypt reads is a bug (the policy refuses it first), never silently cut. */
export async function hashPassword(plain: string): Promise<string> {
  if (utf8Bytes(plain) > PASSWORD_MAX_BYTES) throw new Error(`a password over ${PASSWORD_MAX_BYTES} bytes reached hashPassword`);
  return bcrypt.hash(plain, cost());
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** Refuses (400, naming the field and the rule) a password the policy (lib/domain/passwordPolicy.ts) does not allow. */
export function assertPasswordAllowed(password: string, username: string, field = 'password'): void {
  const rule = passwordRefusal(password, { username, estimate: estimatePassword });
  if (!rule) return;
  const { zh, en } = PASSWORD_RULE_TEXT[rule];
  throw new ApiError(400, `${field}: ${zh}`, { field, rule }, `${field}: ${en}`);
}

/** A hash to compare against when the username is unknown, so both paths take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
