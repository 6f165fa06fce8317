import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import RemixIcon from '../RemixIcon';
import { useTabActions } from '../tabs/useTabActions';

/** Renders the current view again (spec §2.4). */
export default function RefreshButton() {
  const t = useTranslations('shell');
  const { refresh } = useTabActions();
  return (
    <Tooltip title={t('refresh')}>
      <IconButton color="inherit" aria-label={t('refresh')} data-testid="refresh-view" onClick={() => refresh()}>
        <RemixIcon name="refresh-line" size={20} />
      </IconButton>
    </Tooltip>
  );
}
