import { checkForm, failureKey, failureKeys, type FieldRules, type FormSchema } from '@/lib/domain/formRules';
import { passwordRefusal, type PasswordRule } from '@/lib/domain/passwordPolicy';

/** Field → message key under setting.forms; empty when the form may be sent. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

const USERNAME = /^[A-Za-z0-9_.-]{3,50}$/;

const REAL_NAME: FieldRules = { trim: true, required: true, max: 30, message: { required: 'realNameRequired', max: 'realNameTooLong' } };
const MOBILE: FieldRules = { trim: true, type: 'mobile', message: 'mobileInvalid' };

export const realNameError = (name: string): string | false => failureKey(name, REAL_NAME) ?? false;
export const mobileError = (mobile: string): string | false => failureKey(mobile, MOBILE) ?? false;

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

const check = <V extends object>(values: V, schema: FormSchema<V>) => failureKeys(checkForm(values, schema)) as FormErrors<Extract<keyof V, string>>;

export function profileErrors(v: { realName: string; mobile: string }) {
  return check(v, { realName: REAL_NAME, mobile: MOBILE });
}

export function passwordChangeErrors(v: { oldPassword: string; newPassword: string; confirm: string }) {
  return check(v, {
    oldPassword: { required: true, message: 'oldPasswordRequired' },
    newPassword: { custom: (p, all) => passwordError(p as string) || (p === all.oldPassword && 'passwordUnchanged') },
    confirm: { custom: (c, all) => confirmError(all.newPassword, c as string) },
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
  return check(v, {
    username: { trim: true, required: true, pattern: USERNAME, message: { required: 'usernameRequired', pattern: 'usernameInvalid' } },
    realName: REAL_NAME,
    mobile: MOBILE,
    role: { required: true, message: 'roleRequired' },
    unitId: { required: v.role !== 'admin', message: 'unitRequired' },
    ...(creating && {
      password: { custom: (p, all) => passwordError(p as string, all.username.trim()) },
      confirm: { custom: (c, all) => confirmError(all.password, c as string) },
    }),
  });
}
