import 'server-only';
import { randomInt } from 'node:crypto';
import { passwordRefusal } from '@/lib/domain/passwordPolicy';
import { estimatePassword } from '@/lib/domain/passwordStrength';

/** Characters that cannot be misread on paper or screen (no 0/O, 1/l/I). */
const CLASSES = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '#$%&*+=?@'];
const LENGTH = 12;

const pick = (chars: string) => chars[randomInt(chars.length)];

/**
 * A one-time initial password from the system's CSPRNG: 12 characters holding every class, tried against the same
 * policy every password must pass (a draw the policy refuses is drawn again).
 */
export function initialPassword(username: string): string {
  for (;;) {
    const chars = [...CLASSES.map(pick), ...Array.from({ length: LENGTH - CLASSES.length }, () => pick(CLASSES.join('')))];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (!passwordRefusal(password, { username, estimate: estimatePassword })) return password;
  }
}
