import { queryClient } from './queryClient';
import { useAclStore } from './stores/acl';
import { useRoutesStore } from './stores/routes';
import { useTabsStore } from './stores/tabs';
import { useUserStore } from './stores/user';

/**
 * Resets the session (spec §4): guest name, default avatar, user fields, token (and its stored copy),
 * roles, abilities, routes, visited tabs, and the cached server data of the previous user.
 */
export function resetSession(): void {
  useUserStore.getState().reset();
  useAclStore.getState().reset();
  useRoutesStore.getState().reset();
  useTabsStore.getState().reset();
  queryClient.clear();
}
