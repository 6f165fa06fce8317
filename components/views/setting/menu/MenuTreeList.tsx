import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { memo, useState } from 'react';
import RemixIcon from '@/components/shell/RemixIcon';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import type { MenuNode } from './menuForm';

export type MenuAction = 'add' | 'edit' | 'delete' | 'up' | 'down' | 'moveTo';

interface Props {
  nodes: MenuNode[];
  depth?: number;
  busy: boolean;
  onAction(action: MenuAction, node: MenuNode, index: number, siblings: number): unknown;
}

const SHOWN_FLAGS = ['hidden', 'levelHidden', 'noKeepAlive', 'noClosable', 'dynamicNewTab'] as const;

/** The route tree, one row per entry, with its flags and the actions on it; groups fold. */
function MenuTreeList({ nodes, depth = 0, busy, onAction }: Props) {
  const t = useTranslations('menuAdmin');
  const routeTitle = useRouteTitle();
  const [folded, setFolded] = useState<Set<number>>(() => new Set(depth === 0 ? [] : nodes.filter((n) => n.children.length).map((n) => n.id)));
  const toggle = (id: number) => setFolded((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id); else next.add(id);
    return next;
  });
  const action = (a: MenuAction, n: MenuNode, i: number, Icon: typeof EditIcon, disabled = false) => (
    // A native title: a tooltip component on each of the hundreds of buttons makes the tree slow to render.
    <IconButton size="small" title={t(a === 'add' ? 'addChild' : a)} aria-label={t(a === 'add' ? 'addChild' : a)} disabled={busy || disabled}
      onClick={() => onAction(a, n, i, nodes.length)} data-testid={`menu-${a}-${n.name ?? n.id}`}>
      <Icon fontSize="small" />
    </IconButton>
  );

  return nodes.map((n, i) => (
    <Box key={n.id} role="treeitem" aria-expanded={n.children.length ? !folded.has(n.id) : undefined}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }} data-testid={`menu-row-${n.name ?? n.id}`}
        sx={{ pl: 1 + depth * 2.5, pr: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' }, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <IconButton size="small" onClick={() => toggle(n.id)} sx={{ visibility: n.children.length ? 'visible' : 'hidden' }}
            aria-label={folded.has(n.id) ? t('expand') : t('collapse')}>
            {folded.has(n.id) ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
          </IconButton>
          {n.meta.icon && <RemixIcon name={n.meta.icon} />}
          <Typography variant="body2" sx={{ fontWeight: n.children.length ? 600 : 400 }} noWrap>{routeTitle(n.meta.title) || n.path}</Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>{n.fullPath}</Typography>
          {SHOWN_FLAGS.filter((f) => n.meta[f]).map((f) => <Chip key={f} size="small" variant="outlined" label={t(`flags.${f}`)} />)}
          {n.meta.badge && <Chip size="small" color="error" label={n.meta.badge} />}
          {n.meta.roles?.role && <Chip size="small" label={n.meta.roles.role.join(n.meta.roles.mode === 'except' ? ' ≠ ' : ' / ')} />}
        </Stack>
        <Stack direction="row" sx={{ flexShrink: 0, justifyContent: 'flex-end' }}>
          {action('up', n, i, ArrowUpwardIcon, i === 0)}
          {action('down', n, i, ArrowDownwardIcon, i === nodes.length - 1)}
          {action('moveTo', n, i, DriveFileMoveOutlinedIcon)}
          {action('add', n, i, AddIcon)}
          {action('edit', n, i, EditIcon)}
          {action('delete', n, i, DeleteOutlineIcon)}
        </Stack>
      </Stack>
      {n.children.length > 0 && !folded.has(n.id) && (
        <Box role="group"><MemoTreeList nodes={n.children} depth={depth + 1} busy={busy} onAction={onAction} /></Box>
      )}
    </Box>
  ));
}

const MemoTreeList = memo(MenuTreeList);
export default MemoTreeList;
