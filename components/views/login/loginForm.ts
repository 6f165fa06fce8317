import { checkForm, failureKeys } from '@/lib/domain/formRules';

export interface LoginValues { username: string; password: string }

/** The spec's shortest password (§5). */
export const PASSWORD_MIN = 6;

/** 登录: the user name and the password's length, every mistake at once, as message keys of `login`. */
export const loginErrors = (v: LoginValues) => failureKeys(checkForm(v, {
  username: { trim: true, required: true, message: 'usernameRequired' },
  password: { required: true, min: PASSWORD_MIN, message: 'passwordMin' },
}));
