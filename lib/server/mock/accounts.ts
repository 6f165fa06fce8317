import 'server-only';
import { MOCK_USERNAMES, type MockUsername } from '@/lib/contracts/mock/auth';
import { ApiError } from '../errors';
import { avatarImage } from './image';
import { parseMockToken, type MockToken } from './token';

/** Permissions of spec §6, keyed by mock role and by the test account. */
export const ROLE_PERMISSIONS: Record<string, readonly string[]> = {
  Admin: ['read:system', 'write:system', 'delete:system'],
  Editor: ['read:system', 'write:system'],
  Test: ['read:system'],
};

const ROLES: Record<MockUsername, readonly string[]> = { admin: ['Admin'], editor: ['Editor'], test: ['Admin', 'Editor'] };

export interface MockAccount {
  username: MockUsername;
  roles: string[];
  permissions: string[];
  avatar: string;
}

export const isMockUsername = (name: string): name is MockUsername => (MOCK_USERNAMES as readonly string[]).includes(name);

const capitalized = (name: string) => name[0].toUpperCase() + name.slice(1);

/** The de-duplicated union of the permissions of the account's roles and of its own entry. */
export function mockAccount(username: MockUsername): MockAccount {
  const roles = [...ROLES[username]];
  const permissions = [...new Set([...roles, capitalized(username)].flatMap((r) => ROLE_PERMISSIONS[r] ?? []))];
  return { username, roles, permissions, avatar: avatarImage(username) };
}

export const INVALID_TOKEN = '令牌无效';

/** The Bearer token of the request and its account; 401 '令牌无效' otherwise. */
export function bearerAccount(req: Request): { token: MockToken; account: MockAccount } {
  const header = req.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? parseMockToken(header.slice('Bearer '.length).trim()) : null;
  if (!token || !isMockUsername(token.username)) throw new ApiError(401, INVALID_TOKEN, null, 'Invalid token');
  return { token, account: mockAccount(token.username) };
}
