import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { useErrorLogStore } from '@/lib/client/stores/errorLog';
import RemixIcon from '../RemixIcon';
import ErrorLogDialog from './ErrorLogDialog';

/** The bug icon with the count of recorded errors; it appears once there are errors (spec §2.4). */
export default function ErrorLogButton() {
  const t = useTranslations('shell.errorLog');
  const count = useErrorLogStore((s) => s.errors.length);
  const [open, setOpen] = useState(false);
  if (!count && !open) return null;
  return (
    <>
      <Tooltip title={t('open', { count })}>
        <IconButton color="inherit" aria-label={t('open', { count })} data-testid="error-log-open" onClick={() => setOpen(true)}>
          <Badge badgeContent={count} color="error" max={99}>
            <RemixIcon name="bug-line" size={20} />
          </Badge>
        </IconButton>
      </Tooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
