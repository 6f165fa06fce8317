import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { Link, useNavigate } from 'react-router';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useTabsStore, type VisitedTab } from '@/lib/client/stores/tabs';
import { usePageTitles } from '@/components/routing/pageTitles';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '../RemixIcon';
import TabActionsMenu from './TabActionsMenu';
import { tabSx } from './tabStyles';
import { useTabActions } from './useTabActions';
import { useTabKeys } from './useTabKeys';

type Opened = { target: string; at: { top: number; left: number } } | { target: string; anchor: HTMLElement };

/**
 * The tabs of visited pages (spec §2.4): click to go back, × to close, right-click or the dropdown for more; a tab list
 * for assistive technology and the keyboard (useTabKeys).
 */
export default function TabsBar() {
  const t = useTranslations('shell.tabs');
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const visited = useTabsStore((s) => s.visited);
  const ownTitles = usePageTitles((s) => s.titles);
  const style = useSettingsStore((s) => s.theme.tabsBarStyle);
  const showIcon = useSettingsStore((s) => s.theme.showTabsBarIcon);
  const { active, closeTabs, refresh } = useTabActions();
  const [opened, setOpened] = useState<Opened | null>(null);
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    strip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, visited.length]);

  const openMenu = (e: MouseEvent, tab: VisitedTab) => {
    e.preventDefault();
    setOpened({ target: tab.key, at: { top: e.clientY, left: e.clientX } });
  };
  const refreshTab = (key: string) => {
    const tab = visited.find((v) => v.key === key);
    if (tab && key !== active) navigate(tab.location);
    refresh(key);
  };
  const onKeyDown = useTabKeys(strip, visited, {
    open: (tab) => navigate(tab.location),
    close: (tab) => closeTabs('this', tab.key),
    openMenu: (tab, at) => setOpened({ target: tab.key, anchor: at }),
  });
  // The one tab reached with Tab: the page on screen's (or the first when it has none).
  const tabbable = visited.some((v) => v.key === active) ? active : visited[0]?.key;

  return (
    <Box
      data-testid="tabs-bar"
      sx={{ display: 'flex', alignItems: style === 'smooth' ? 'flex-end' : 'center', height: 44, pl: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        ref={strip}
        role="tablist"
        aria-label={t('label')}
        aria-orientation="horizontal"
        sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', alignSelf: 'stretch', gap: 0.75, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {visited.map((tab) => {
          const on = tab.key === active;
          const title = ownTitles[tab.key] ?? routeTitle(tab.meta.title);
          const icon = tab.meta.icon || tab.parentIcon;
          return (
            <Box key={tab.key} role="presentation" data-testid="visited-tab" data-key={tab.key} sx={tabSx(style, on)} onContextMenu={(e) => openMenu(e, tab)}>
              <ButtonBase
                component={Link}
                to={tab.location}
                role="tab"
                data-key={tab.key}
                aria-selected={on}
                aria-keyshortcuts={tab.meta.noClosable ? 'Shift+F10' : 'Delete Shift+F10'}
                tabIndex={tab.key === tabbable ? 0 : -1}
                onKeyDown={(e) => onKeyDown(e, tab)}
                sx={{ gap: 0.5, height: '100%', font: 'inherit', color: 'inherit', pr: tab.meta.noClosable ? 0.75 : 0.25 }}
              >
                {showIcon && icon && <RemixIcon name={icon} size={15} />}
                {title}
              </ButtonBase>
              {/* For the mouse; the keyboard closes the focused tab with Delete (a button may not sit in a tab list). */}
              {!tab.meta.noClosable && (
                <IconButton
                  className="tab-close"
                  data-testid="tab-close"
                  size="small"
                  aria-hidden
                  tabIndex={-1}
                  title={t('close', { title })}
                  onClick={() => closeTabs('this', tab.key)}
                  sx={{ p: 0.25, color: 'inherit' }}
                >
                  <RemixIcon name="close-line" size={14} />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <IconButton
        aria-label={t('more')}
        aria-haspopup="menu"
        data-testid="tabs-more"
        onClick={(e) => active && setOpened({ target: active, anchor: e.currentTarget })}
        sx={{ mx: 0.5, alignSelf: 'center' }}
      >
        <RemixIcon name="arrow-down-s-line" />
      </IconButton>
      <TabActionsMenu
        target={opened?.target}
        open={Boolean(opened)}
        onClose={() => setOpened(null)}
        onRefresh={refreshTab}
        onCloseTabs={closeTabs}
        placement={
          opened && 'at' in opened
            ? { anchorReference: 'anchorPosition', anchorPosition: opened.at }
            : { anchorEl: opened && 'anchor' in opened ? opened.anchor : null, anchorOrigin: { vertical: 'bottom', horizontal: 'right' }, transformOrigin: { vertical: 'top', horizontal: 'right' } }
        }
      />
    </Box>
  );
}
