import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '@/lib/contracts/profile';
import { checkAvatar, imageMime } from '@/lib/domain/avatar';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fileDownload } from '../../download';
import { ApiError } from '../../errors';
import { assertFileContent, CONTENT_REFUSALS } from '../../fileContent';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../../password';
import type { SessionUser } from '../../session';
import { readStoredFile, storeFile } from '../../storage';
import { revokeSessionsOf } from './sessions';

export async function ownProfile(db: Db, user: SessionUser) {
  const [me] = await db.select({ username: users.username, realName: users.realName, mobile: users.mobile }).from(users).where(eq(users.id, user.id));
  return { ...me, mobile: me.mobile ?? '' };
}

export async function updateProfile(db: Db, user: SessionUser, input: { realName: string; mobile: string }) {
  await db.update(users).set({ realName: input.realName, mobile: input.mobile || null, updatedBy: user.id, updatedAt: new Date(),
    version: sql`${users.version} + 1` }).where(eq(users.id, user.id));
  return ownProfile(db, user);
}

/** A new password after the old one is proven; the caller's session stays, every other session of the account ends. */
export async function changePassword(db: Db, user: SessionUser, input: { oldPassword: string; newPassword: string }) {
  const [me] = await db.select({ hash: users.passwordHash, username: users.username }).from(users).where(eq(users.id, user.id));
  if (!me || !(await verifyPassword(input.oldPassword, me.hash))) {
    throw new ApiError(422, '原密码不正确', { field: 'oldPassword' }, 'The current password is wrong');
  }
  assertPasswordAllowed(input.newPassword, me.username, 'newPassword');
  await db.update(users).set({ passwordHash: await hashPassword(input.newPassword), mustChangePassword: false, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return { revokedSessions: await revokeSessionsOf(db, user.id, user.sid) };
}

const AVATAR_URL = '/api/userInfo/avatar?file=';
const REFUSALS = {
  type: ['头像只能是 png、jpg 或 webp 图片', 'An avatar must be a png, jpg or webp image'],
  content: CONTENT_REFUSALS.content,
  size: ['头像不能超过 2 MB', 'An avatar cannot exceed 2 MB'],
  empty: ['文件内容为空', 'The file is empty'],
} as const;

export async function uploadAvatar(db: Db, user: SessionUser, input: { fileName: string; content: string }) {
  const bytes = new Uint8Array(Buffer.from(input.content, 'base64'));
  const checked = checkAvatar(input.fileName, bytes, AVATAR_MAX_BYTES);
  if (!checked.ok) {
    const [zh, en] = REFUSALS[checked.reason];
    throw new ApiError(422, zh, { field: 'content' }, en);
  }
  await assertFileContent(input.fileName, bytes);
  const { sha256 } = await storeFile(bytes);
  const avatar = AVATAR_URL + sha256;
  await db.update(users).set({ avatar, updatedBy: user.id, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { avatar };
}

/** Serves an avatar some account holds; its SHA-256 in the URL is the only key, so nothing else can be read this way. */
export async function avatarFile(db: Db, sha256: string): Promise<Response> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.avatar, AVATAR_URL + sha256)).limit(1);
  const missing = () => new ApiError(404, '头像不存在', null, 'No such avatar');
  if (!holder) throw missing();
  const bytes = await readStoredFile(`${sha256.slice(0, 2)}/${sha256}`).catch(() => {
    throw missing();
  });
  const mime = imageMime(bytes) ?? 'application/octet-stream';
  return fileDownload(bytes, `avatar.${mime.split('/')[1]}`, mime, { cacheControl: 'private, max-age=86400' });
}
