import { SMS_CODE } from '@/lib/contracts/register';
import { checkForm, failureKey, failureKeys, type FieldRules } from '@/lib/domain/formRules';
import { passwordRefusal, type PasswordRule } from '@/lib/domain/passwordPolicy';
import { isValidUscc } from '@/lib/domain/uscc';

export const REGISTER_FIELDS = ['unitCode', 'contactName', 'mobile', 'code', 'username', 'password', 'confirmPassword'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{2,}$/;
const CODE = new RegExp(`^\\d{${SMS_CODE.length}}$`);
const MOBILE: FieldRules = { trim: true, required: true, type: 'mobile', message: 'errors.mobile' };

/** The password policy's refusal, as `policy.<rule>` (the view says it in the policy's words). */
export const policyKey = (rule: PasswordRule) => `policy.${rule}`;
export const policyRule = (key: string): PasswordRule | null => (key.startsWith('policy.') ? key.slice(7) as PasswordRule : null);

/** The mobile number the code is texted to: the message key of `registration.register`, or null. */
export const mobileError = (mobile: string) => failureKey(mobile, MOBILE);

/** 注册: every field's mistake at once, as message keys of `registration.register` (or `policy.<rule>` for the password). */
export const registerErrors = (v: RegisterValues) => failureKeys(checkForm(v, {
  unitCode: { custom: (code) => !isValidUscc((code as string).trim().toUpperCase()) && 'errors.unitCode' },
  contactName: { trim: true, required: true, range: [2, 30], message: 'errors.contactName' },
  mobile: MOBILE,
  code: { trim: true, required: true, pattern: CODE, message: { required: 'errors.code', pattern: 'errors.codeFormat' } },
  username: { trim: true, required: true, pattern: USERNAME, message: { required: 'errors.username', pattern: 'errors.usernameFormat' } },
  password: { custom: (p, all) => { const rule = passwordRefusal(p as string, { username: all.username.trim() }); return rule && policyKey(rule); } },
  confirmPassword: { custom: (c, all) => c !== all.password && 'errors.confirmPassword' },
}));

export interface RenewalValues { contactName: string; contactPhone: string; note: string }

/** 账号续期: the contact the authority calls back, as message keys of `registration.renewal`. */
export const renewalErrors = (v: RenewalValues) => failureKeys(checkForm(v, {
  contactName: { trim: true, required: true, message: 'contactNameRequired' },
  contactPhone: { trim: true, required: true, type: 'mobile', message: 'contactPhoneInvalid' },
}));
