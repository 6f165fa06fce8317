import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import type { departmentTree } from '@/lib/contracts/department';
import { regionCovers } from '@/lib/domain/unitAdmin';

export type UnitTreeData = ResponseOf<typeof departmentTree>;
export type TreeSelection = { regionCode?: string; competentDeptId?: number };

interface Props {
  data: UnitTreeData | undefined;
  selected: TreeSelection;
  onSelect(selection: TreeSelection): void;
}

const INDENT: Record<string, number> = { PROVINCE: 2, CITY: 4, COUNTY: 6 };

/** The unit tree: regions, and under the region each competent authority with the count of its units. */
export default function UnitTreePanel({ data, selected, onSelect }: Props) {
  const t = useTranslations('department');
  if (!data) return <>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={36} sx={{ mx: 2 }} />)}</>;
  const regions = data.regions.filter((r) => data.competents.some((c) => regionCovers(r.code, c.regionCode)));
  return (
    <List dense data-testid="unit-tree" aria-label={t('tree.title')}>
      <ListItemButton selected={!selected.regionCode && !selected.competentDeptId} onClick={() => onSelect({})}>
        <ListItemText primary={t('tree.all')} />
      </ListItemButton>
      {regions.map((r) => [
        <ListItemButton key={r.code} sx={{ pl: INDENT[r.level] ?? 2 }} selected={selected.regionCode === r.code} onClick={() => onSelect({ regionCode: r.code })}>
          <ListItemText primary={r.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        </ListItemButton>,
        ...data.competents.filter((c) => c.regionCode === r.code).map((c) => (
          <ListItemButton
            key={c.id} sx={{ pl: (INDENT[r.level] ?? 2) + 2 }} selected={selected.competentDeptId === c.id}
            onClick={() => onSelect({ competentDeptId: c.id })}
          >
            <ListItemText
              primary={c.unitName} secondary={t('tree.units', { count: c.unitCount })}
              slotProps={{ primary: { sx: { textDecoration: c.unitStatus === 'NORMAL' ? undefined : 'line-through' } } }}
            />
          </ListItemButton>
        )),
      ])}
      {data.competents.length === 0 && <Typography sx={{ px: 2, py: 1 }} color="text.secondary">{t('tree.empty')}</Typography>}
    </List>
  );
}
