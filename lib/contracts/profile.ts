import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';
import { passwordField } from './userAdmin';
import { base64File, mobile, requiredLine } from './primitives';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

export const ownProfile = z.object({ username: z.string(), realName: z.string(), mobile: z.string() });

export const profileGet = endpoint({
  method: 'POST', path: '/userInfo/getProfile', tag: 'user', access: 'user',
  summary: "The signed-in user's own editable fields (name and mobile number).",
  body: z.object({}).optional(), response: ownProfile,
});

export const profileUpdate = endpoint({
  method: 'POST', path: '/userInfo/updateProfile', tag: 'user', access: 'user', audit: 'profile.update',
  summary: "The signed-in user's own name and mobile number.",
  body: z.object({
    realName: requiredLine(30, '姓名'),
    mobile: mobile().or(z.literal('')),
  }),
  response: ownProfile,
});

export const passwordChange = endpoint({
  method: 'POST', path: '/userInfo/changePassword', tag: 'user', access: 'user', audit: 'profile.password',
  errors: [400, 422],
  summary: "Changes the signed-in user's password (the old one is required); every other session of the account ends.",
  body: z.object({ oldPassword: z.string().min(1, '请输入原密码').max(128), newPassword: passwordField })
    .refine((b) => b.oldPassword !== b.newPassword, { message: '新密码不能与原密码相同', path: ['newPassword'], params: { messageEn: 'must differ from the old password' } }),
  response: z.object({ revokedSessions: z.number().int() }),
});

export const avatarUpload = endpoint({
  method: 'POST', path: '/userInfo/uploadAvatar', tag: 'user', access: 'user', audit: 'profile.avatar',
  errors: [422],
  summary: 'A new avatar (base64; png, jpg or webp; at most 2 MB; content checked against the type); answers its URL.',
  maxBodyBytes: 3 * 1024 * 1024,
  body: z.object({
    fileName: requiredLine(200, '文件名'),
    content: base64File(Math.ceil(AVATAR_MAX_BYTES / 3) * 4, '头像不能超过 2 MB'),
  }),
  response: z.object({ avatar: z.string() }),
});

export const avatarFile = endpoint({
  method: 'GET', path: '/userInfo/avatar', tag: 'user', access: 'public',
  errors: [404],
  summary: 'An uploaded avatar image by its SHA-256 (the URL an account holds); nothing else is served from here.',
  query: z.object({ file: z.string().regex(/^[0-9a-f]{64}$/, '文件标识应为 64 位十六进制') }),
  response: fileResponse,
});

export const profileEndpoints = [profileGet, profileUpdate, passwordChange, avatarUpload, avatarFile];
