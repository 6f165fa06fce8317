import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslations } from 'next-intl';
import type { ColumnStyle } from '@/lib/config/settings';
import { settings } from '@/lib/config/settings';
import type { MenuItem } from '@/lib/client/menu';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '../RemixIcon';

const STYLE: Record<ColumnStyle, object> = {
  vertical: { flexDirection: 'column', gap: 0.5, py: 1.25, mx: 0 },
  horizontal: { flexDirection: 'row', gap: 1, py: 1.25, px: 1.5, justifyContent: 'flex-start' },
  card: { flexDirection: 'column', gap: 0.5, py: 1, mx: 1, my: 0.5, borderRadius: 2 },
  arrow: { flexDirection: 'column', gap: 0.5, py: 1.25, mx: 0 },
};

/** What marks the active entry in each column style. */
const ACTIVE: Record<ColumnStyle, object> = {
  vertical: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  horizontal: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  card: { bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 2 },
  arrow: {
    color: 'shell.sideText', bgcolor: 'shell.sideHover',
    '&::after': {
      content: '""', position: 'absolute', right: 0, top: '50%', transform: 'translateY(-50%)',
      borderStyle: 'solid', borderWidth: '7px 7px 7px 0', borderColor: 'transparent', borderRightColor: 'background.default',
    },
  },
};

interface Props {
  items: MenuItem[];
  current: MenuItem | undefined;
  onSelect(item: MenuItem): void;
}

/** The column layout's strip of first-level entries (spec §2.4), drawn in the chosen column style. */
export default function ColumnBar({ items, current, onSelect }: Props) {
  const t = useTranslations('shell');
  const routeTitle = useRouteTitle();
  const style = useSettingsStore((s) => s.theme.columnStyle);
  const setCollapse = useSettingsStore((s) => s.setCollapse);
  return (
    <Box component="nav" aria-label={t('menu')} data-testid="column-bar" sx={{ flex: 1, py: 0.5, overflowY: 'auto' }}>
      {items.map((item) => {
        const on = item.key === current?.key;
        return (
          <ButtonBase
            key={item.key}
            aria-current={on ? 'true' : undefined}
            onClick={() => {
              if (settings.openFirstMenu && item.children.length) setCollapse(false);
              onSelect(item);
            }}
            sx={{
              position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', width: style === 'card' ? 'calc(100% - 16px)' : '100%',
              color: 'shell.sideMuted', fontSize: 12, lineHeight: 1.3, textAlign: 'center',
              '&:hover': { color: 'shell.sideText', bgcolor: 'shell.sideHover' },
              ...STYLE[style],
              ...(on ? ACTIVE[style] : {}),
            }}
          >
            <RemixIcon name={item.icon || 'file-list-line'} size={20} />
            <Box component="span" sx={{ wordBreak: 'break-word' }}>{routeTitle(item.title)}</Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
