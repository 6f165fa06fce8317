import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { MenuItem } from '@/lib/client/menu';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '../RemixIcon';

/** A menu entry's icon, translated title, and its badge tag or dot. */
export default function MenuLabel({ item, showIcon = true }: { item: MenuItem; showIcon?: boolean }) {
  const title = useRouteTitle()(item.title);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      {showIcon && item.icon && <RemixIcon name={item.icon} />}
      <Badge variant="dot" color="error" invisible={!item.dot} sx={{ minWidth: 0, flexShrink: 1 }}>
        <Box component="span" title={title} sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</Box>
      </Badge>
      {item.badge && <Chip label={item.badge} size="small" color="error" sx={{ height: 18, fontSize: 11 }} />}
    </Box>
  );
}
