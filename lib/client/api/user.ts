import type { RouteRecord } from '@/lib/contracts/router';
import { routerList } from '@/lib/contracts/router';
import { userInfo } from '@/lib/contracts/userInfo';
import { demoRouterList } from '@/lib/contracts/mock/router';
import { mockUserInfo } from '@/lib/contracts/mock/auth';
import { isMockMode } from '../apiBase';
import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import { avatarUpload, passwordChange, profileGet, profileUpdate } from '@/lib/contracts/profile';
import { roleList, roleSave, type RoleItem } from '@/lib/contracts/role';
import {
  accountDelete, accountList, accountQrCode, accountResetPassword, accountRole, accountSave, accountUnlock, companyList,
  type AccountFilters, type AccountItem, type SignInQrCode,
} from '@/lib/contracts/userAdmin';
import { call, callEnvelope, callLater } from './call';
import { readAnswer } from './outcome';

/**
 * The signed-in user's profile. Typed by the contract, but the route loader still checks the answer
 * with userInfoFormatError (spec §8), so it is handed over as received.
 */
export const getUserInfo = (token: string) => (isMockMode() ? call(mockUserInfo) : call(userInfo, { token })) as Promise<unknown>;

type RouterListAnswer = { list?: RouteRecord[] | unknown } | null;

/**
 * The route tree of the user's role, asked for at once; its answer is acted on when the returned function is called
 * (callLater), so the loader can send it beside the profile. The loader checks that data.list is an array.
 */
export const sendRouterList = (LoginId?: number) =>
  (isMockMode() ? callLater(demoRouterList) : callLater(routerList, { LoginId })) as () => Promise<RouterListAnswer>;

export type AccountQuery = AccountFilters & { pageNo: number; pageSize: number };

export const accountKeys = {
  all: ['account'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (q: AccountQuery) => [...accountKeys.lists(), q] as const,
  companies: (keyword: string) => [...accountKeys.all, 'companies', keyword] as const,
};

export const roleKeys = { all: ['role'] as const };
export const profileKeys = { all: ['profile'] as const, editable: ['profile', 'editable'] as const };

export const getAccountList = (q: AccountQuery) => call(accountList, q);
export const getCompanyOptions = (keyword: string) => call(companyList, { keyword, pageNo: 1, pageSize: 20 });
/** The signed-in user's own profile as the personal center shows it. */
export const getOwnProfile = () => call(userInfo, {});

/** Writes answer their envelope: the screens show a refusal next to the field it names. */
export const saveAccount = (body: BodyOf<typeof accountSave>) => callEnvelope(accountSave, body).then((e) => readAnswer<AccountItem>(e));
export const deleteAccount = (id: number) => callEnvelope(accountDelete, { id }).then((e) => readAnswer<null>(e));
export const setAccountRole = (id: number, roleId: number) => callEnvelope(accountRole, { id, roleId }).then((e) => readAnswer<AccountItem>(e));
export const resetAccountPassword = (id: number, password: string) =>
  callEnvelope(accountResetPassword, { id, password }).then((e) => readAnswer<null>(e));
/** A one-time sign-in QR code for the caller's own account, or for `id`, an account the caller manages. */
export const getSignInQrCode = (id?: number) => callEnvelope(accountQrCode, id ? { id } : {}).then((e) => readAnswer<SignInQrCode>(e));
export const unlockAccount = (id: number) => callEnvelope(accountUnlock, { id }).then((e) => readAnswer<AccountItem>(e));

export const getOwnEditableProfile = () => call(profileGet, {});
export const updateProfile = (body: BodyOf<typeof profileUpdate>) =>
  callEnvelope(profileUpdate, body).then((e) => readAnswer<ResponseOf<typeof profileUpdate>>(e));
export const changePassword = (body: BodyOf<typeof passwordChange>) =>
  callEnvelope(passwordChange, body).then((e) => readAnswer<{ revokedSessions: number }>(e));
export const uploadAvatar = (body: BodyOf<typeof avatarUpload>) => callEnvelope(avatarUpload, body).then((e) => readAnswer<{ avatar: string }>(e));

export const getRoles = () => call(roleList, {});
export const saveRole = (body: BodyOf<typeof roleSave>) => callEnvelope(roleSave, body).then((e) => readAnswer<RoleItem>(e));
