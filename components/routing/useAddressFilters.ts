import { useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';
import type { Page } from '@/components/ui/DataTable';

const FIRST: Page = { pageNo: 1, pageSize: 20 };

type Choices<F> = Partial<Record<keyof F, readonly string[]>>;

/** The filters the address names: a value a select does not offer reads as none. */
function readFilters<F extends Record<string, string>>(params: URLSearchParams, initial: F, choices: Choices<F>): F {
  return Object.fromEntries(Object.keys(initial).map((k) => {
    const value = params.has(k) ? params.get(k)! : initial[k];
    const allowed = choices[k as keyof F];
    return [k, allowed && value && !allowed.includes(value) ? '' : value];
  })) as F;
}

/** The query naming the filters: empty ones left out, unless the screen's own default is not empty ("all" is then `k=`). */
const queryOf = <F extends Record<string, string>>(f: F, initial: F) =>
  new URLSearchParams(Object.entries(f).filter(([k, v]) => v !== '' || initial[k] !== '')).toString();

/**
 * The screen's own state: the form's draft and the page, and the address they belong to; after `apply` has asked for a
 * new address, also the navigation that asked (`to`, the state it carries) and the location it left (`from`).
 */
type Local<F> = { key: string; draft: F; page: Page; to?: string; from?: string };

type Place = { key: string; location: Location };

/**
 * The state for the address on screen. On the same address, the stored one (while an applied address is on its way,
 * only on the location it was applied from). On the address `apply` navigated to, the draft it applied, which a person
 * may have changed while the router was still rendering the new address. On any other address (a link, the back button,
 * a tab), that address's filters. A new address starts on page one.
 */
function settle<F>(local: Local<F>, { key, location }: Place, applied: F): Local<F> {
  if (local.key === key && (local.to === undefined || local.from === location.key)) return local;
  const own = local.to !== undefined && location.state === local.to;
  return { key, draft: own ? local.draft : applied, page: { ...FIRST, pageSize: local.page.pageSize } };
}

/**
 * A list's filters kept in the address, so that a link (the home's workbench, a bookmark) opens the list filtered: the
 * applied filters are read from the query, `initial` where it names none; the form's draft and the page belong to the
 * screen until the address changes, which starts again from its filters on the first page.
 */
export function useAddressFilters<F extends Record<string, string>>(initial: F, choices: Choices<F> = {}) {
  const [params, setParams] = useSearchParams();
  const place: Place = { key: params.toString(), location: useLocation() };
  const applied = readFilters(params, initial, choices);
  const [local, setLocal] = useState<Local<F>>({ key: place.key, draft: applied, page: FIRST });
  const current = settle(local, place, applied);
  // Every change starts from the state of the address on screen, whatever the stored one was left at.
  const change = (update: (now: Local<F>) => Local<F>) => setLocal((was) => update(settle(was, place, applied)));

  /** Applies the filters; the same ones again stay on the address and go back to the first page. */
  const apply = (next: F) => {
    const nextQuery = queryOf(next, initial);
    if (nextQuery === queryOf(applied, initial)) {
      change((now) => ({ ...now, draft: next, page: { ...now.page, pageNo: 1 } }));
      return;
    }
    // The router renders the new address in a transition: what is typed before it lands is kept for it.
    const to = `${place.location.key}?${nextQuery}`;
    change((now) => ({ ...now, draft: next, to, from: place.location.key }));
    setParams(nextQuery, { replace: true, state: to });
  };
  return {
    applied,
    draft: current.draft,
    setDraft: (draft: F) => change((now) => ({ ...now, draft })),
    page: current.page,
    setPage: (page: Page) => change((now) => ({ ...now, page })),
    apply,
  };
}
