import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { settings } from '@/lib/config/settings';
import { progress } from '@/lib/client/progress';
import type { CloseAction } from '@/lib/client/tabs';
import { useTabsStore } from '@/lib/client/stores/tabs';
import { useCurrentPage } from '@/components/routing/routeHandle';

/** Closing tabs (going elsewhere when the active one closes) and refreshing a view. */
export function useTabActions() {
  const navigate = useNavigate();
  const page = useCurrentPage();
  const active = page?.key;
  const close = useTabsStore((s) => s.close);
  const reload = useTabsStore((s) => s.reload);

  const closeTabs = useCallback(
    (action: CloseAction, target: string) => {
      const to = close(action, target, active ?? '');
      if (to) navigate(to);
    },
    [close, active, navigate],
  );

  /** Renders the view again from scratch, with the progress bar finishing shortly after (spec §2.4). */
  const refresh = useCallback(
    (key = active) => {
      if (!key) return;
      progress.start();
      reload(key);
      setTimeout(progress.done, settings.progress.refreshDoneAfter);
    },
    [active, reload],
  );

  return { active, closeTabs, refresh };
}
