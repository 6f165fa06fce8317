import { passwordRefusal, type PasswordRule } from '@/lib/domain/passwordPolicy';
import { isMobile } from '@/lib/domain/validators';

/** Field → message key under setting.forms; empty when the form may be sent. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

const USERNAME = /^[A-Za-z0-9_.-]{3,50}$/;
const clean = <K extends string>(e: Record<K, string | false>): FormErrors<K> =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as FormErrors<K>;

export function realNameError(name: string): string | false {
  if (!name.trim()) return 'realNameRequired';
  return name.trim().length > 30 && 'realNameTooLong';
}

export const mobileError = (mobile: string): string | false => Boolean(mobile.trim()) && !isMobile(mobile.trim()) && 'mobileInvalid';

const PASSWORD_KEYS: Record<PasswordRule, string> = {
  required: 'passwordRequired', tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', tooManyBytes: 'passwordTooManyBytes',
  classes: 'passwordClasses', username: 'passwordUsername', common: 'passwordCommon', guessable: 'passwordGuessable',
};

/**
 * The password policy's rules that need no dictionary (lib/domain/passwordPolicy.ts); the server adds the
 * common-password check and answers it in the user's language.
 */
export function passwordError(password: string, username?: string): string | false {
  const rule = passwordRefusal(password, { username });
  return rule ? PASSWORD_KEYS[rule] : false;
}

export const confirmError = (password: string, confirm: string): string | false => password !== confirm && 'confirmMismatch';

export function profileErrors(v: { realName: string; mobile: string }) {
  return clean({ realName: realNameError(v.realName), mobile: mobileError(v.mobile) });
}

export function passwordChangeErrors(v: { oldPassword: string; newPassword: string; confirm: string }) {
  return clean({
    oldPassword: !v.oldPassword && 'oldPasswordRequired',
    newPassword: passwordError(v.newPassword) || (v.newPassword === v.oldPassword && 'passwordUnchanged'),
    confirm: confirmError(v.newPassword, v.confirm),
  });
}

export interface AccountFormValues {
  username: string;
  realName: string;
  mobile: string;
  role: string;
  unitId: number | null;
  password: string;
  confirm: string;
}

/** The account form: a new account also needs a password; every role but admin needs a unit. */
export function accountErrors(v: AccountFormValues, creating: boolean) {
  return clean({
    username: !USERNAME.test(v.username.trim()) && (v.username.trim() ? 'usernameInvalid' : 'usernameRequired'),
    realName: realNameError(v.realName),
    mobile: mobileError(v.mobile),
    role: !v.role && 'roleRequired',
    unitId: v.role !== 'admin' && !v.unitId && 'unitRequired',
    password: creating && passwordError(v.password, v.username.trim()),
    confirm: creating && confirmError(v.password, v.confirm),
  });
}
