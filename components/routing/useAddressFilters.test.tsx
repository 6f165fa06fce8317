/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { Suspense, useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, useSearchParams } from 'react-router';
import { useAddressFilters } from './useAddressFilters';

type Filters = { type: string; year: string };
const INITIAL: Filters = { type: '', year: '2026' };

let filters: ReturnType<typeof useAddressFilters<Filters>>;
let navigate: ReturnType<typeof useNavigate>;

/** The list's filters as last committed to the screen (a render the router holds back is not). */
function List() {
  const own = useAddressFilters(INITIAL, { type: ['RECRUIT_PLAN', 'JOB_MANAGE'] });
  const go = useNavigate();
  useLayoutEffect(() => {
    filters = own;
    navigate = go;
  });
  return null;
}

/** Holds the router's transition to an address naming `year=held` until `release` (as a slow render would). */
let held: { year: string; until: Promise<void>; release: () => void } | undefined;
function Slow() {
  const [params] = useSearchParams();
  if (held && params.get('year') === held.year) throw held.until;
  return null;
}

function hold(year: string) {
  let release!: () => void;
  const until = new Promise<void>((resolve) => { release = resolve; });
  held = { year, until, release: () => { held = undefined; release(); } };
  return held;
}

/** The list as the shell keeps it alive: rendered at its own location, given as a string (CachedView). */
function KeptAlive() {
  const { pathname, search } = useLocation();
  return useRoutes([{ path: '/list', element: <><List /><Suspense fallback={null}><Slow /></Suspense></> }], `${pathname}${search}`);
}

function renderAt(address: string) {
  render(<MemoryRouter initialEntries={[address]}><KeptAlive /></MemoryRouter>);
}

afterEach(() => { held = undefined; });

describe('useAddressFilters', () => {
  it('reads the filters the address names, the initial ones where it names none, and none for a value not offered', () => {
    renderAt('/list?type=RECRUIT_PLAN');
    expect(filters.applied).toEqual({ type: 'RECRUIT_PLAN', year: '2026' });
    expect(filters.draft).toEqual(filters.applied);
    act(() => navigate('/list?type=NOT_A_TYPE&year=2024'));
    expect(filters.applied).toEqual({ type: '', year: '2024' });
  });

  it('keeps what is typed while the router is still rendering the address just applied', async () => {
    renderAt('/list?year=2026');
    const slow = hold('2025');
    act(() => filters.apply({ type: '', year: '2025' }));
    // The address is applied, but the list on screen still shows the old one.
    expect(filters.applied.year).toBe('2026');
    expect(filters.draft.year).toBe('2025');
    act(() => filters.setDraft({ type: '', year: '2027' }));
    expect(filters.draft.year).toBe('2027');

    await act(async () => slow.release());
    expect(filters.applied.year).toBe('2025');
    expect(filters.draft.year).toBe('2027');
  });

  it('keeps the applied draft on the new address, on its first page with the page size kept', () => {
    renderAt('/list?year=2026');
    act(() => filters.setPage({ pageNo: 3, pageSize: 50 }));
    act(() => filters.apply({ type: 'JOB_MANAGE', year: '2026' }));
    expect(filters.applied).toEqual({ type: 'JOB_MANAGE', year: '2026' });
    expect(filters.draft).toEqual({ type: 'JOB_MANAGE', year: '2026' });
    expect(filters.page).toEqual({ pageNo: 1, pageSize: 50 });
  });

  it('starts again from the filters of an address reached another way, discarding an unapplied draft', () => {
    renderAt('/list?year=2026');
    act(() => filters.setDraft({ type: 'JOB_MANAGE', year: '2020' }));
    act(() => filters.setPage({ pageNo: 2, pageSize: 20 }));
    act(() => navigate('/list?year=2024'));
    expect(filters.draft).toEqual({ type: '', year: '2024' });
    expect(filters.page).toEqual({ pageNo: 1, pageSize: 20 });
    // And back: the old address's own filters, not the draft last typed there.
    act(() => filters.setDraft({ type: '', year: '2019' }));
    act(() => navigate('/list?year=2026'));
    expect(filters.draft).toEqual({ type: '', year: '2026' });
  });

  it('applying the same filters again stays on the address and goes back to the first page', () => {
    renderAt('/list?year=2026');
    act(() => filters.setPage({ pageNo: 4, pageSize: 20 }));
    act(() => filters.apply({ type: '', year: '2026' }));
    expect(filters.applied.year).toBe('2026');
    expect(filters.page).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('after the address it applied has landed, going back by a link shows that address\'s filters, and keeps what is typed there', () => {
    renderAt('/list?year=2026');
    act(() => filters.apply({ type: '', year: '2025' }));
    act(() => navigate('/list?year=2026'));
    expect(filters.draft.year).toBe('2026');
    act(() => filters.setDraft({ type: '', year: '2019' }));
    expect(filters.draft.year).toBe('2019');
    act(() => navigate('/list?year=2025'));
    expect(filters.draft.year).toBe('2025');
  });

  it('keeps the draft and the page when the same address is opened again (its tab brought back)', () => {
    renderAt('/list?year=2026');
    act(() => filters.setDraft({ type: 'JOB_MANAGE', year: '2026' }));
    act(() => filters.setPage({ pageNo: 2, pageSize: 20 }));
    act(() => navigate('/list?year=2026'));
    expect(filters.draft).toEqual({ type: 'JOB_MANAGE', year: '2026' });
    expect(filters.page).toEqual({ pageNo: 2, pageSize: 20 });
  });
});
