import type { RouteRecord } from '@/lib/contracts/router';
import { routerList } from '@/lib/contracts/router';
import { userInfo } from '@/lib/contracts/userInfo';
import { demoRouterList } from '@/lib/contracts/mock/router';
import { mockUserInfo } from '@/lib/contracts/mock/auth';
import { isMockMode } from '../apiBase';
import { call } from './call';

/**
 * The signed-in user's profile. Typed by the contract, but the route loader still checks the answer
 * with userInfoFormatError (spec §8), so it is handed over as received.
 */
export const getUserInfo = (token: string) => (isMockMode() ? call(mockUserInfo) : call(userInfo, { token })) as Promise<unknown>;

/** The route tree of the user's role; the loader checks that data.list is an array. */
export const getRouterList = (LoginId?: number) =>
  (isMockMode() ? call(demoRouterList) : call(routerList, { LoginId })) as Promise<{ list?: RouteRecord[] | unknown } | null>;
