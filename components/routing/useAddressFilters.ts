import { useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';
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

/** The screen's own state: the form's draft and the page, and the address they belong to. */
type Local<F> = { key: string; draft: F; page: Page };

/**
 * A list's filters kept in the address, so that a link (the home's workbench, a bookmark) opens the list filtered: the
 * applied filters are read from the query, `initial` where it names none; the form's draft and the page belong to the
 * screen until the address changes, which starts again from its filters on the first page.
 */
export function useAddressFilters<F extends Record<string, string>>(initial: F, choices: Choices<F> = {}) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const applied = readFilters(params, initial, choices);
  const [local, setLocal] = useState<Local<F>>({ key, draft: applied, page: FIRST });
  const [navigating, startNavigation] = useTransition();
  const current = local.key === key ? local : { key, draft: applied, page: { ...FIRST, pageSize: local.page.pageSize } };
  /**
   * A change to the state of the address on screen, or, while the address `apply` asked for is on its way, to the state
   * that goes with it: what is typed before the router has rendered the new address is kept there.
   */
  const change = (update: (now: Local<F>) => Local<F>) => setLocal((was) => update(was.key === key || navigating ? was : current));

  /** Applies the filters; the same ones again stay on the address and go back to the first page. */
  const apply = (next: F) => {
    const nextQuery = queryOf(next, initial);
    change((now) => ({ ...now, draft: next, page: { ...now.page, pageNo: 1 } }));
    if (nextQuery === queryOf(applied, initial)) return;
    // The new address and its state land in one render (the router renders a new address in a transition).
    startNavigation(() => {
      setLocal((was) => ({ key: nextQuery, draft: next, page: { ...FIRST, pageSize: was.page.pageSize } }));
      setParams(nextQuery, { replace: true });
    });
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
