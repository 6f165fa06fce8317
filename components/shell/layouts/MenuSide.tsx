import { useSettingsStore } from '@/lib/client/stores/settings';
import { useFirstLevel } from '../menu/useFirstLevel';
import { useMenu } from '../menu/useMenu';
import SideBar, { FOLDED_WIDTH, SIDE_WIDTH } from './SideBar';
import SideLogo from './SideLogo';
import SideMenu from './SideMenu';

interface Props {
  /** The optional logo of the vertical and comprehensive layouts. */
  logo?: boolean;
  /** Only the children of the chosen first-level entry (comprehensive layout). */
  firstLevel?: boolean;
  top?: number;
}

/** The side bar with the menu of the vertical, comprehensive and common layouts; foldable to icons. */
export default function MenuSide({ logo = false, firstLevel = false, top }: Props) {
  const { items } = useMenu();
  const { current } = useFirstLevel();
  const folded = useSettingsStore((s) => s.collapse && s.device === 'desktop');
  const shown = firstLevel && current ? (current.children.length ? current.children : [current]) : items;
  return (
    <SideBar width={folded ? FOLDED_WIDTH : SIDE_WIDTH} top={top}>
      {logo && <SideLogo iconOnly={folded} />}
      <SideMenu items={shown} />
    </SideBar>
  );
}
