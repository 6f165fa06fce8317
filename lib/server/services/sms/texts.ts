import 'server-only';
import { SMS_CODE } from '@/lib/contracts/register';

/** The texts the system sends: one place, so that what a phone receives can be reviewed as a whole. */
export const smsTexts = {
  registrationCode: (code: string) =>
    `【人事管理系统】您的注册验证码为 ${code}，${SMS_CODE.ttlSeconds / 60} 分钟内有效。如非本人操作，请忽略。`,
  /** Sent instead of a code when the number already has an account, so the page answers the same for every number. */
  registrationAttempt: () =>
    '【人事管理系统】有人正在使用您的手机号注册新账号。您的手机号已绑定账号，无需重复注册；如非本人操作，请忽略本短信，并留意账号安全。',
};
