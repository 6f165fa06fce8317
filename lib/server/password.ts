import 'server-only';
import bcrypt from 'bcryptjs';

/** bcrypt cost; tests lower it through PASSWORD_HASH_COST to stay fast. */
function cost(): number {
  const n = Number(process.env.PASSWORD_HASH_COST);
  return Number.isInteger(n) && n >= 4 && n <= 15 ? n : 10;
}

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, cost());
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** A hash to compare against when the username is unknown, so both paths take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
