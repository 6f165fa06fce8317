import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { message } from '@/lib/client/stores/messages';
import RemixIcon from '../RemixIcon';

/** Enters or leaves full screen; a browser that refuses gets an error toast (spec §8). */
export default function FullScreenButton() {
  const t = useTranslations('shell.fullScreen');
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (document.fullscreenEnabled) await document.documentElement.requestFullscreen();
      else throw new Error('full screen refused');
    } catch {
      message.error(t('failed'));
    }
  };
  const label = full ? t('exit') : t('enter');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} data-testid="full-screen" onClick={toggle}>
        <RemixIcon name={full ? 'fullscreen-exit-line' : 'fullscreen-line'} size={20} />
      </IconButton>
    </Tooltip>
  );
}
