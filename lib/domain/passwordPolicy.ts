/**
 * The password policy (等保 2.0 level 3), one rule set for every path that sets a password and for the forms.
 *
 * - 8 to 64 characters, and at most 72 bytes in UTF-8: bcrypt reads 72 bytes and ignores the rest, so a longer
 *   password would not be what is checked at sign-in (24 CJK characters already take 72 bytes).
 * - Three of four character classes: lower-case, upper-case, digits, anything else.
 * - Not the username: compared case-insensitively, the password may neither contain the username nor its reverse;
 *   a username shorter than 3 characters (`jc`) is only refused as the whole password, with digits or symbols around it.
 * - Not guessable from the common-password list: zxcvbn (with @zxcvbn-ts/language-common's list, its l33t, reversed
 *   and near-miss variants, keyboard walks, repeats, sequences and dates) estimates fewer than 10^6 guesses
 *   (score below 2). Score 3 is not asked for: zxcvbn counts any 8-character password as at most 10^8 guesses
 *   (score 2), so it would silently raise the minimum length above the 8 characters 等保 names.
 *
 * The dictionary is large, so it is not imported here: the caller passes an estimator (the server passes
 * passwordStrength.ts); without one the rules that need no dictionary still apply (the forms in the browser).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** What bcrypt reads of a password. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_MIN_CLASSES = 3;
/** The lowest zxcvbn score accepted (2: at least 10^6 guesses). */
export const PASSWORD_MIN_SCORE = 2;

export type PasswordRule = 'required' | 'tooShort' | 'tooLong' | 'tooManyBytes' | 'classes' | 'username' | 'common' | 'guessable';

/** What a strength estimator (zxcvbn) says of a password. */
export interface PasswordGuessability {
  score: number;
  /** The weakness comes from the common-password list (or a variant of an entry). */
  common: boolean;
}
export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordGuessability;

/** Each refusal in both languages, naming its rule. */
export const PASSWORD_RULE_TEXT: Record<PasswordRule, { zh: string; en: string }> = {
  required: { zh: '请输入密码', en: 'Enter a password' },
  tooShort: { zh: `密码至少 ${PASSWORD_MIN_LENGTH} 位`, en: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` },
  tooLong: { zh: `密码不能超过 ${PASSWORD_MAX_LENGTH} 个字符`, en: `The password cannot exceed ${PASSWORD_MAX_LENGTH} characters` },
  tooManyBytes: {
    zh: `密码过长：按 UTF-8 编码不能超过 ${PASSWORD_MAX_BYTES} 字节（约 24 个汉字）`,
    en: `The password is too long: at most ${PASSWORD_MAX_BYTES} bytes in UTF-8 (about 24 CJK characters)`,
  },
  classes: {
    zh: '密码须包含小写字母、大写字母、数字、其他符号中的至少 3 类',
    en: 'The password needs at least 3 of: lower-case letters, upper-case letters, digits, other symbols',
  },
  username: { zh: '密码不能包含用户名或其倒序', en: 'The password cannot contain the username or the username reversed' },
  common: { zh: '密码属于常见密码或其简单变形，请换一个', en: 'The password is a common password or a simple variant of one: choose another' },
  guessable: {
    zh: '密码过于简单（键盘序列、重复或连续字符、日期等），请换一个',
    en: 'The password is too easy to guess (keyboard walk, repeats, sequences, dates): choose another',
  },
};

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

export const characterClasses = (password: string) => CLASSES.filter((c) => c.test(password)).length;
export const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
const reverse = (s: string) => [...s].reverse().join('');

function hasUsername(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  if (!name) return false;
  const pw = password.toLowerCase();
  const forms = [name, reverse(name)];
  if (name.length >= 3) return forms.some((f) => pw.includes(f));
  const bare = pw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return forms.includes(bare);
}

/**
 * The first rule the password breaks, or null when it may be set. Length and bytes are checked first, so an
 * estimator never sees an oversized input.
 */
export function passwordRefusal(password: string, context: { username?: string; estimate?: PasswordEstimator } = {}): PasswordRule | null {
  if (!password) return 'required';
  const chars = [...password].length;
  if (chars < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (chars > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (utf8Bytes(password) > PASSWORD_MAX_BYTES) return 'tooManyBytes';
  if (characterClasses(password) < PASSWORD_MIN_CLASSES) return 'classes';
  if (context.username && hasUsername(password, context.username)) return 'username';
  if (!context.estimate) return null;
  const { score, common } = context.estimate(password, context.username ? [context.username] : []);
  if (score >= PASSWORD_MIN_SCORE) return null;
  return common ? 'common' : 'guessable';
}
