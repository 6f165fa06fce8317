import { z } from 'zod';
import { isValidUscc } from '@/lib/domain/uscc';
import { endpoint, pageQuery, pageResult } from './endpoint';
import { passwordField } from './userAdmin';
import { id, mobile as mobileNumber, multiLine, requiredLine, singleLine, uscc } from './primitives';

/** How a registration code is handed out (spec §5: a valid mobile number, then its verification code). */
export const SMS_CODE = { length: 6, ttlSeconds: 300, resendSeconds: 60, perMobilePerHour: 5, perIpPerHour: 20, maxAttempts: 5 } as const;

const mobile = mobileNumber('手机号', '请输入正确的手机号');

export const sendCodeBody = z.object({ mobile });

export const registerBody = z.object({
  unitCode: uscc('统一社会信用代码', '统一社会信用代码格式或校验位不正确').refine(isValidUscc, { message: '统一社会信用代码格式或校验位不正确', params: { messageEn: 'has a wrong format or check character (GB 32100)' } }),
  contactName: requiredLine(30, '联系人姓名').min(2, '联系人姓名至少 2 个字'),
  mobile,
  code: z.string().trim().min(1, '请输入手机验证码').regex(/^\d{6}$/, '验证码为 6 位数字'),
  username: z.string().trim().min(1, '用户名不能为空').max(50, '用户名不能超过 50 个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]{2,}$/, '用户名以字母开头，至少 3 位，只含字母、数字和下划线'),
  password: passwordField,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrationItem = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  unitName: z.string(),
  unitCode: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string(),
  reviewer: z.string().nullable(),
});
export type RegistrationItem = z.infer<typeof registrationItem>;

export const registrationQuery = pageQuery.extend({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  keyword: singleLine(50, '关键字').optional(),
});

export const reviewBody = z.object({
  id: id('注册申请'),
  approve: z.boolean(),
  reason: multiLine(200, '驳回原因').default(''),
}).refine((b) => b.approve || b.reason.length > 0, { message: '请填写驳回原因', path: ['reason'], params: { messageEn: 'is required to reject' } });

export const registerSendCode = endpoint({
  method: 'POST', path: '/register/sendCode', tag: 'auth', access: 'public', audit: 'register.sendCode',
  errors: [404, 429, 502],
  summary: `Texts a ${SMS_CODE.length}-digit registration code to a mobile number (one already registered gets a notice instead, `
    + `with the same answer): valid ${SMS_CODE.ttlSeconds} s, `
    + `one per ${SMS_CODE.resendSeconds} s and ${SMS_CODE.perMobilePerHour} per hour per number (429 beyond).`,
  body: sendCodeBody, response: z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() }),
});

export const register = endpoint({
  method: 'POST', path: '/register', tag: 'auth', access: 'public', audit: 'register',
  errors: [400, 409, 422],
  summary: "A unit (by its unified social credit code) applies for an account with a verified mobile number; the account stays disabled until a reviewer approves it.",
  body: registerBody, response: z.object({ id: z.number().int(), status: z.enum(REGISTRATION_STATUSES) }),
});

export const registrationList = endpoint({
  method: 'POST', path: '/register/getList', tag: 'auth', access: ['admin', 'rsj'],
  summary: 'Registrations to review, newest first: admin sees all, rsj those of the units in its region.',
  body: registrationQuery, response: pageResult(registrationItem),
});

export const registrationReview = endpoint({
  method: 'POST', path: '/register/review', tag: 'auth', access: ['admin', 'rsj'], audit: 'register.review',
  errors: [404, 409],
  summary: 'Approves a pending registration (the account can sign in) or rejects it with a reason.',
  body: reviewBody, response: registrationItem,
});

export const registrationEndpoints = [registerSendCode, register, registrationList, registrationReview];
