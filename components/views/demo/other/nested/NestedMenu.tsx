import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';

/** The page at the bottom of the nested menus: it shows the chain of menus that leads to it. */
export default function NestedMenu() {
  const t = useTranslations('demo.nested');
  const routeTitle = useRouteTitle();
  const chain = useRouteMatches().filter((m) => m.handle.meta.title);
  return (
    <DemoCard title={t('title', { depth: chain.length - 1 })} subtitle={t('hint')}>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="nested-chain">
        {chain.map((m, i) => (
          <Box component="li" key={m.pathname} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: i * 3, py: 0.5 }}>
            <RemixIcon name={i === chain.length - 1 ? 'file-line' : 'folder-open-line'} />
            <Typography sx={{ fontWeight: i === chain.length - 1 ? 600 : 400 }}>{routeTitle(m.handle.meta.title)}</Typography>
            <Typography variant="caption" color="text.secondary">{m.handle.fullPath}</Typography>
          </Box>
        ))}
      </Box>
    </DemoCard>
  );
}
