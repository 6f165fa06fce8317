import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { MenuNode } from '@/lib/contracts/role';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '@/components/shell/RemixIcon';
import { isPartly, parentsOf, toggleEntry } from './menuTree';

interface Props {
  nodes: MenuNode[];
  checked: ReadonlySet<number>;
  onChange(next: Set<number>): void;
  disabled?: boolean;
}

/** The route tree with a checkbox per entry: the entries a role opens. Groups fold; the first level starts open. */
export default function RoleMenuTree({ nodes, checked, onChange, disabled }: Props) {
  const t = useTranslations('setting.roleManagement');
  const title = useRouteTitle();
  const parents = useMemo(() => parentsOf(nodes), [nodes]);
  const [folded, setFolded] = useState<ReadonlySet<number>>(() => new Set(nodes.flatMap((n) => n.children.filter((c) => c.children.length).map((c) => c.id))));

  const row = (n: MenuNode, depth: number) => {
    const isFolded = folded.has(n.id);
    const label = title(n.title);
    return (
      <Box key={n.id} role="treeitem" aria-expanded={n.children.length ? !isFolded : undefined}>
        <Stack direction="row" sx={{ alignItems: 'center', pl: depth * 3 }}>
          {n.children.length ? (
            <IconButton size="small" aria-label={isFolded ? t('unfold', { title: label }) : t('fold', { title: label })}
              onClick={() => setFolded((f) => { const next = new Set(f); if (isFolded) next.delete(n.id); else next.add(n.id); return next; })}>
              <RemixIcon name={isFolded ? 'arrow-right-s-line' : 'arrow-down-s-line'} />
            </IconButton>
          ) : <Box sx={{ width: 34 }} />}
          <Checkbox size="small" disabled={disabled} checked={checked.has(n.id)} indeterminate={isPartly(checked, n)}
            slotProps={{ input: { 'aria-label': label, 'data-testid': `menu-${n.id}` } as object }}
            onChange={(e) => onChange(toggleEntry(checked, n, e.target.checked, parents))} />
          <Typography variant="body2">{label}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1, display: { xs: 'none', sm: 'inline' } }}>{n.path}</Typography>
        </Stack>
        {!isFolded && n.children.map((c) => row(c, depth + 1))}
      </Box>
    );
  };

  return <Box role="tree" aria-label={t('menus')} sx={{ maxHeight: 520, overflow: 'auto' }}>{nodes.map((n) => row(n, 0))}</Box>;
}
