import CompactMenu from '../menu/CompactMenu';
import { useMenu } from '../menu/useMenu';
import SideBar from './SideBar';
import SideLogo from './SideLogo';

/** The float layout's narrow bar: icons over short titles, submenus floating out beside it. */
export default function FloatSide() {
  const { items } = useMenu();
  return (
    <SideBar width={88}>
      <SideLogo iconOnly />
      <CompactMenu items={items} showTitles />
    </SideBar>
  );
}
