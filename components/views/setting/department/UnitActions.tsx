import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepartmentItem } from '@/lib/contracts/department';

export type UnitAction = 'edit' | 'move' | 'merge' | 'revoke';

interface Props { unit: DepartmentItem; compact: boolean; onAction(kind: UnitAction): void }

/** The admin's actions on one unit; a revoked or merged unit has none, a competent authority is not moved. */
export default function UnitActions({ unit, compact, onAction }: Props) {
  const t = useTranslations('department.actions');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (unit.unitStatus !== 'NORMAL') return null;
  const more: UnitAction[] = [...(compact ? ['edit' as const] : []), ...(unit.isCompetentDept ? [] : ['move' as const]), 'merge', 'revoke'];
  const pick = (kind: UnitAction) => {
    setAnchor(null);
    onAction(kind);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      {!compact && (
        <IconButton size="small" aria-label={t('edit')} data-hint={t('edit')} onClick={() => onAction('edit')} data-testid={`unit-edit-${unit.id}`}><EditIcon fontSize="small" /></IconButton>
      )}
      <IconButton size="small" aria-label={t('more')} data-hint={t('more')} onClick={(e) => setAnchor(e.currentTarget)} data-testid={`unit-more-${unit.id}`}><MoreVertIcon fontSize="small" /></IconButton>
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {more.map((k) => (
          <MenuItem key={k} onClick={() => pick(k)} sx={k === 'revoke' ? { color: 'error.main' } : undefined}>{t(k)}</MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
