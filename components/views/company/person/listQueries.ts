import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getOwnUnit, getPersonList, personKeys, type PersonQuery } from '@/lib/client/api/person';
import { codeListsQuery } from '@/components/ui/useCodeLists';
import { useAclStore } from '@/lib/client/stores/acl';
import { PERSON_CODE_LISTS } from './codeLists';

/** The page the person list opens on. */
export const FIRST_PAGE = { pageNo: 1, pageSize: 20 } as const;

/** One page of the person list. */
export const personListQuery = (query: PersonQuery) =>
  queryOptions({ queryKey: personKeys.list(query), queryFn: () => getPersonList(query) });

/** The caller's own unit (a unit account's): its category decides which fields a record needs. */
export const ownUnitQuery = queryOptions({ queryKey: personKeys.unit(), queryFn: getOwnUnit, staleTime: 300_000 });

/** Whether the signed-in account is a unit's (which files its own persons). */
export const isUnitAccount = (role: readonly string[]) => role.includes('jc');

/**
 * What the person list shows first, asked for when the list is opened, so that it travels while the list's chunk
 * loads and renders: its first page, its code lists and, for a unit, the unit.
 */
export function prefetchPersonList(client: QueryClient): void {
  void client.prefetchQuery(personListQuery(FIRST_PAGE));
  void client.prefetchQuery(codeListsQuery(PERSON_CODE_LISTS));
  if (isUnitAccount(useAclStore.getState().role)) void client.prefetchQuery(ownUnitQuery);
}
