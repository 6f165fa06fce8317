import { useEffect, useState } from 'react';
import type DataTable from '@/components/ui/DataTable';
import { whenIdle } from '../routing/preload';

/** Long enough for the view shown after sign-in to render first: the warm-up waits for it, not the other way round. */
const AFTER_SHELL_MS = 1000;
const COLUMNS = [{ field: 'name' }, { field: 'unit' }];
const ROWS = [{ id: 1, name: '', unit: '' }];
const PAGE = { pageNo: 1, pageSize: 10 };
const ignore = () => undefined;

/**
 * A data grid drawn once out of sight, a second after the shell's first render when the browser is idle, and taken
 * down at the next idle moment. The first list a person then opens finds the grid's code already run once and its
 * style rules (some 760) already in the page, which would otherwise be part of that list's first mount.
 */
export default function DataGridWarmUp() {
  const [grid, setGrid] = useState<{ Table: typeof DataTable } | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let cancelIdle: () => void = ignore;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void import('@/components/ui/DataTable').then((m) => setGrid({ Table: m.default }), ignore));
    }, AFTER_SHELL_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  useEffect(() => (grid && !done ? whenIdle(() => setDone(true), 2000) : undefined), [grid, done]);

  if (!grid || done) return null;
  return (
    <div aria-hidden inert data-testid="data-grid-warm-up"
      style={{ position: 'fixed', left: -10000, top: 0, width: 1200, visibility: 'hidden', pointerEvents: 'none' }}>
      <grid.Table columns={COLUMNS} rows={ROWS} total={1} loading={false} page={PAGE} onPageChange={ignore} />
    </div>
  );
}
