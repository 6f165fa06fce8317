import { useLayoutEffect } from 'react';
import { activeTop, firstPage, type MenuItem } from '@/lib/client/menu';
import { settings } from '@/lib/config/settings';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useMenu } from './useMenu';

/**
 * The first-level entry whose children the comprehensive and column layouts show (spec §2.4): the setting
 * `extra.first`, set by a click and following the current route. Clicking a group opens its first page when the
 * open-first-menu setting is on.
 */
export function useFirstLevel() {
  const { items, active, open } = useMenu();
  const first = useSettingsStore((s) => s.extra.first);
  const setExtraFirst = useSettingsStore((s) => s.setExtraFirst);
  const current: MenuItem | undefined = items.find((i) => i.key === first) ?? activeTop(items, active) ?? items[0];
  const select = (item: MenuItem) => {
    if (!item.children.length) {
      open(item);
      return;
    }
    setExtraFirst(item.key);
    if (settings.openFirstMenu) open(firstPage(item));
  };
  return { items, current, select };
}

/** Keeps `extra.first` on the entry of the current route (before paint, so the side menu does not flicker). */
export function useFollowFirstLevel(): void {
  const { items, active } = useMenu();
  const top = activeTop(items, active)?.key;
  const setExtraFirst = useSettingsStore((s) => s.setExtraFirst);
  useLayoutEffect(() => {
    if (top) setExtraFirst(top);
  }, [top, setExtraFirst]);
}
