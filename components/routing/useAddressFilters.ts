import { useState } from 'react';
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

/**
 * A list's filters kept in the address, so that a link (the home's workbench, a bookmark) opens the list filtered: the
 * applied filters are read from the query, `initial` where it names none; the form's draft and the page belong to the
 * screen until the address changes, which starts again from its filters on the first page.
 */
export function useAddressFilters<F extends Record<string, string>>(initial: F, choices: Choices<F> = {}) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const applied = readFilters(params, initial, choices);
  const [local, setLocal] = useState({ key, draft: applied, page: FIRST });
  const current = local.key === key ? local : { key, draft: applied, page: { ...FIRST, pageSize: local.page.pageSize } };

  /** Applies the filters; the same ones again stay on the address and go back to the first page. */
  const apply = (next: F) => {
    const nextQuery = queryOf(next, initial);
    if (nextQuery === queryOf(applied, initial)) setLocal({ ...current, draft: next, page: { ...current.page, pageNo: 1 } });
    else setParams(nextQuery, { replace: true });
  };
  return {
    applied,
    draft: current.draft,
    setDraft: (draft: F) => setLocal({ ...current, draft }),
    page: current.page,
    setPage: (page: Page) => setLocal({ ...current, page }),
    apply,
  };
}
