import type { MenuItem } from '@/lib/client/menu';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useSettingsStore } from '@/lib/client/stores/settings';
import CompactMenu from '../menu/CompactMenu';
import VerticalMenu from '../menu/VerticalMenu';

/** The menu of a side bar: icons with flyouts when folded on desktop, an expanding tree otherwise. */
export default function SideMenu({ items }: { items: MenuItem[] }) {
  const desktop = useSettingsStore((s) => s.device === 'desktop');
  const collapse = useSettingsStore((s) => s.collapse);
  const setMobileMenu = usePanelsStore((s) => s.setMobileMenu);
  if (desktop && collapse) return <CompactMenu items={items} />;
  return <VerticalMenu key={items.map((i) => i.key).join()} items={items} onNavigate={desktop ? undefined : () => setMobileMenu(false)} />;
}
