import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { usePanelsStore } from '@/lib/client/stores/panels';
import RemixIcon from '../RemixIcon';

export default function SearchButton() {
  const t = useTranslations('shell.search');
  const setSearch = usePanelsStore((s) => s.setSearch);
  return (
    <Tooltip title={t('open')}>
      <IconButton color="inherit" aria-label={t('open')} data-testid="search-open" onClick={() => setSearch(true)}>
        <RemixIcon name="search-line" size={20} />
      </IconButton>
    </Tooltip>
  );
}
