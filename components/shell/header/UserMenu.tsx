import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useLocation, useNavigate } from 'react-router';
import { settings } from '@/lib/config/settings';
import { logout } from '@/lib/client/logout';
import { manualFor } from '@/lib/client/manual';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useRoutesStore } from '@/lib/client/stores/routes';
import { useUserStore } from '@/lib/client/stores/user';
import RemixIcon from '../RemixIcon';

const PERSONAL_CENTER = '/userCenter';

/** The avatar button and its menu: personal center, operation manual, FAQ, theme settings, logout (spec §1). */
export default function UserMenu() {
  const t = useTranslations('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const username = useUserStore((s) => s.username);
  const avatar = useUserStore((s) => s.avatar);
  const profile = useUserStore((s) => s.profile);
  const hasPersonalCenter = useRoutesStore((s) => s.routes.some((r) => r.path === PERSONAL_CENTER));
  const setThemeDrawer = usePanelsStore((s) => s.setThemeDrawer);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const signOut = async () => {
    close();
    await logout();
    // The same target the guard picks for a signed-out user on this page (route recording, spec §2.1).
    navigate(settings.recordRoute && pathname !== '/' ? `/login?redirect=${encodeURIComponent(pathname + search)}` : '/login', { replace: true });
  };
  const name = profile?.Personname || username;

  return (
    <>
      <IconButton
        data-testid="user-menu"
        aria-label={t('userMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5, gap: 1, borderRadius: 2, color: 'inherit' }}
      >
        <Avatar src={avatar} alt={name} sx={{ width: 32, height: 32 }} />
        <Typography variant="body2" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Typography>
        <RemixIcon name="arrow-down-s-line" size={16} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200 } } }}
      >
        <ListItemText sx={{ px: 2, py: 1 }} primary={name} secondary={username} />
        <Divider />
        {hasPersonalCenter && (
          <MenuItem data-testid="personal-center" onClick={() => go(PERSONAL_CENTER)}>
            <ListItemIcon><RemixIcon name="user-settings-line" /></ListItemIcon>
            {t('personalCenter')}
          </MenuItem>
        )}
        <MenuItem component="a" data-testid="manual-link" href={manualFor(profile?.CompanyType)} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemIcon><RemixIcon name="book-open-line" /></ListItemIcon>
          {t('manual')}
        </MenuItem>
        <MenuItem onClick={() => go('/faq')}>
          <ListItemIcon><RemixIcon name="question-line" /></ListItemIcon>
          {t('faq')}
        </MenuItem>
        <MenuItem data-testid="assistant-link" onClick={() => go('/deepseek')}>
          <ListItemIcon><RemixIcon name="robot-2-line" /></ListItemIcon>
          {t('assistant')}
        </MenuItem>
        <MenuItem
          data-testid="open-theme-settings"
          onClick={() => {
            close();
            setThemeDrawer(true);
          }}
        >
          <ListItemIcon><RemixIcon name="palette-line" /></ListItemIcon>
          {t('themeSettings')}
        </MenuItem>
        <Divider />
        <MenuItem data-testid="logout" onClick={signOut}>
          <ListItemIcon><RemixIcon name="logout-box-r-line" /></ListItemIcon>
          {t('logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
