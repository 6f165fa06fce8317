import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/client/menu';
import MenuLabel from './MenuLabel';

interface Props {
  items: MenuItem[];
  current: MenuItem | undefined;
  onSelect(item: MenuItem): void;
}

/** The comprehensive layout's first-level routes as tabs in the header (spec §2.4). */
export default function FirstLevelTabs({ items, current, onSelect }: Props) {
  const t = useTranslations('shell');
  return (
    <Tabs
      value={current?.key ?? false}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('menu')}
      data-testid="first-level-tabs"
      sx={{ minHeight: 56, flex: 1, minWidth: 0, '& .MuiTab-root': { minHeight: 56, px: 2 } }}
    >
      {items.map((item) => (
        <Tab key={item.key} value={item.key} label={<MenuLabel item={item} />} onClick={() => onSelect(item)} />
      ))}
    </Tabs>
  );
}
