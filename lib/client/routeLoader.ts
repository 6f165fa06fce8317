import type { RouteRecord } from '@/lib/contracts/router';
import { userInfoFormatError, type UserInfo } from '@/lib/contracts/userInfo';
import { filterRoutes, withCatchAll } from '@/lib/domain/routes';
import { settings } from '@/lib/config/settings';
import { isMockMode } from './apiBase';
import { getUserInfo, sendRouterList } from './api/user';
import { translate } from './i18n';
import { resetSession } from './session';
import { tokenAccountId } from './token';
import { grantsOf, useAclStore } from './stores/acl';
import { message } from './stores/messages';
import { useRoutesStore } from './stores/routes';
import { useUserStore } from './stores/user';

/** Unknown paths go to /404 (spec §2.1). */
export const NOT_FOUND_ROUTE: RouteRecord = { path: '*', redirect: '/404', meta: { hidden: true } };

/** Screens the client adds inside the shell, pushed from the user menu: the FAQ, a help document, the policy assistant. */
export const CLIENT_ROUTES: RouteRecord[] = [
  {
    path: '/faq', name: 'Faq', component: 'Layout', meta: { title: '常见问题', hidden: true },
    children: [{ path: '', name: 'FaqIndex', component: 'faq/index', meta: { title: '常见问题', hidden: true } }],
  },
  {
    path: '/document_detail', name: 'DocumentDetail', component: 'Layout', meta: { title: '帮助文档', hidden: true },
    children: [{ path: '', name: 'DocumentDetailIndex', component: 'help/documentDetail', meta: { title: '帮助文档', hidden: true, noKeepAlive: true } }],
  },
  {
    path: '/deepseek', name: 'Deepseek', component: 'Layout', meta: { title: '政策问答', hidden: true },
    children: [{ path: '', name: 'DeepseekIndex', component: 'help/deepseek', meta: { title: '政策问答', hidden: true } }],
  },
];

class LoadError extends Error {}

const NO_PROFILE = 6;

async function loadProfile(): Promise<void> {
  const user = useUserStore.getState();
  if (!settings.loginInterception) {
    user.setVirtualUser();
    useAclStore.getState().setFullAccess();
    return;
  }
  const info = await getUserInfo(user.token ?? '');
  const failed = userInfoFormatError(info);
  // The mock user of the template has no User profile (check 6, spec §7.2); the other checks still apply.
  if (failed !== null && !(failed === NO_PROFILE && isMockMode())) {
    message.error(translate('guard.userInfoFormat', { n: failed }));
    throw new LoadError();
  }
  const valid = info as UserInfo;
  user.setUserInfo(valid);
  useAclStore.getState().setGrants(valid.roles, valid.ability);
}

async function loadRouteTree(answer: ReturnType<typeof sendRouterList>): Promise<void> {
  const list = (await answer())?.list;
  if (!Array.isArray(list)) {
    message.error(translate('guard.routeFormat'));
    throw new LoadError();
  }
  const records = list as RouteRecord[];
  const allowed = settings.rolesControl ? filterRoutes(records, grantsOf(useAclStore.getState())) : records;
  useRoutesStore.getState().setRoutes(withCatchAll([...allowed, ...CLIENT_ROUTES], NOT_FOUND_ROUTE));
}

let pending: Promise<boolean> | null = null;

/**
 * The guard's 'loadRoutes' step (spec §2.1): profile, access grants, route tree. Resolves true when the
 * routes are stored; on any failure the session is reset (the guard then sends the user to login).
 * The route tree is asked for beside the profile, with the account id the token names (the profile's LoginId); its
 * answer counts once the profile is in, and a failed profile leaves it unread (one message, not two).
 * Concurrent callers share one load, and a caller after it (the guard, when the sign-in page's load ended first)
 * finds the routes in.
 */
export function loadRoutes(): Promise<boolean> {
  if (useRoutesStore.getState().loaded) return Promise.resolve(true);
  pending ??= (async () => {
    try {
      const profile = loadProfile();
      const routeTree = sendRouterList(tokenAccountId(useUserStore.getState().token));
      await profile;
      await loadRouteTree(routeTree);
      return true;
    } catch {
      resetSession();
      return false;
    } finally {
      pending = null;
    }
  })();
  return pending;
}
