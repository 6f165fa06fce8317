import { useAclStore } from './stores/acl';
import { useRoutesStore } from './stores/routes';
import { useTabsStore } from './stores/tabs';
import { useUserStore } from './stores/user';

/** What else a reset clears, registered by what holds it once loaded (the query cache comes with the shell). */
const alsoCleared = new Set<() => void>();

/** Clears `clear` at every reset of the session from now on. */
export function clearOnSessionReset(clear: () => void): void {
  alsoCleared.add(clear);
}

/**
 * Resets the session (spec §4): guest name, default avatar, user fields, token (and its stored copy),
 * roles, abilities, routes, visited tabs, and the cached server data of the previous user.
 */
export function resetSession(): void {
  useUserStore.getState().reset();
  useAclStore.getState().reset();
  useRoutesStore.getState().reset();
  useTabsStore.getState().reset();
  for (const clear of alsoCleared) clear();
}
