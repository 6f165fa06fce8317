import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { NoticeItem } from '@/lib/contracts/notice';
import { getNoticeList, markNoticesRead, noticeKeys, type NoticeQuery } from '@/lib/client/api/notice';
import { message } from '@/lib/client/stores/messages';
import { useUserStore } from '@/lib/client/stores/user';
import RemixIcon from '../RemixIcon';
import NoticeDialog from './NoticeDialog';
import NoticeEntries from './NoticeEntries';

type Kind = NonNullable<NoticeItem['kind']>;

/**
 * The notices popover (spec §2.4: 300 wide, tabs notice and email, clear messages). The badge counts the unread
 * notices and shows nothing at 0; clearing marks every notice read.
 */
export default function NoticePopover() {
  const t = useTranslations('shell.notice');
  const queryClient = useQueryClient();
  const accountid = useUserStore((s) => s.profile?.LoginId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<Kind>('notice');
  const [reading, setReading] = useState<NoticeItem | null>(null);
  const all: NoticeQuery = { pageNo: 1, pageSize: 10, accountid };
  const summary = useQuery({ queryKey: noticeKeys.list(all), queryFn: () => getNoticeList(all) });
  const ofKind: NoticeQuery = { ...all, kind };
  const list = useQuery({ queryKey: noticeKeys.list(ofKind), queryFn: () => getNoticeList(ofKind), enabled: Boolean(anchor) });
  const unread = summary.data?.unread ?? 0;

  const markRead = useMutation({
    mutationFn: (ids?: number[]) => markNoticesRead(ids ? { ids } : {}),
    onSuccess: (_, ids) => {
      if (!ids) message.success(t('cleared'));
      return queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });
  const read = (n: NoticeItem) => {
    setReading(n);
    if (!n.read) markRead.mutate([n.id]);
  };
  const label = unread ? t('openCount', { count: unread }) : t('open');

  return (
    <>
      {/* The badge sits outside the button: its number is in the button's label, which must contain the visible text. */}
      <Badge
        badgeContent={unread} color="error" max={99} data-testid="notice-badge"
        slotProps={{ badge: { 'aria-hidden': true } }}
        sx={{ '& .MuiBadge-badge': { top: 10, right: 10, pointerEvents: 'none' } }}
      >
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} data-testid="notice-open" onClick={(e) => setAnchor(e.currentTarget)}>
            <RemixIcon name="notification-3-line" size={20} />
          </IconButton>
        </Tooltip>
      </Badge>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 16px)' }, 'data-testid': 'notice-popover' } as object }}
      >
        <Tabs value={kind} onChange={(_, k: Kind) => setKind(k)} variant="fullWidth">
          <Tab value="notice" label={t('tabs.notice')} />
          <Tab value="email" label={t('tabs.email')} />
        </Tabs>
        <Divider />
        <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
          <NoticeEntries query={list} kind={kind} onRead={read} />
        </Box>
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button
            size="small"
            startIcon={<RemixIcon name="delete-bin-6-line" />}
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
            data-testid="notice-clear"
          >
            {t('clear')}
          </Button>
        </Box>
      </Popover>
      <NoticeDialog notice={reading} onClose={() => setReading(null)} />
    </>
  );
}
