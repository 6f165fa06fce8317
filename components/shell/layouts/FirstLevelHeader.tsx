import FirstLevelTabs from '../menu/FirstLevelTabs';
import { useFirstLevel } from '../menu/useFirstLevel';
import NavBar from './NavBar';

/** The comprehensive layout's bar: the first-level routes as tabs. */
export default function FirstLevelHeader() {
  const { items, current, select } = useFirstLevel();
  return (
    <NavBar>
      <FirstLevelTabs items={items} current={current} onSelect={select} />
    </NavBar>
  );
}
