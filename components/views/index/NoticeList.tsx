import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { NoticeItem } from '@/lib/contracts/notice';
import { getNoticeList, markNoticesRead, noticeKeys, type NoticeQuery } from '@/lib/client/api/notice';
import NoticeDialog from '@/components/shell/header/NoticeDialog';
import RemixIcon from '@/components/shell/RemixIcon';

/** The latest notices addressed to the user, with the unread count; a notice opens its content and counts as read. */
export default function NoticeList({ accountid }: { accountid?: number }) {
  const t = useTranslations('home');
  const query: NoticeQuery = { pageNo: 1, pageSize: 10, accountid };
  const { data, isPending, isError, refetch } = useQuery({ queryKey: noticeKeys.list(query), queryFn: () => getNoticeList(query) });
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<NoticeItem | null>(null);
  const markRead = useMutation({
    mutationFn: (id: number) => markNoticesRead({ ids: [id] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
  const open = (n: NoticeItem) => {
    setReading(n);
    if (!n.read) markRead.mutate(n.id);
  };

  return (
    <Card>
      <CardHeader
        avatar={<RemixIcon name="notification-3-line" size={22} />}
        title={<Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>{t('notices')}</Typography>}
        action={data && (
          <Chip
            data-testid="home-unread"
            color={data.unread ? 'error' : 'default'}
            size="small"
            label={t('unread', { count: data.unread })}
            sx={{ mt: 1, mr: 1 }}
          />
        )}
      />
      <Divider />
      <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
        {isPending && (
          <Box sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2].map((i) => <Skeleton key={i} height={44} />)}
          </Box>
        )}
        {isError && (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary" gutterBottom>{t('noticesFailed')}</Typography>
            <Button size="small" onClick={() => refetch()}>{t('retry')}</Button>
          </Box>
        )}
        {data && data.list.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{t('noNotices')}</Typography>
        )}
        {data && data.list.length > 0 && (
          <List dense data-testid="home-notices">
            {data.list.map((n) => (
              <ListItem key={n.id} disablePadding divider>
                <ListItemButton onClick={() => open(n)} data-testid={`home-notice-${n.id}`}>
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        {!n.read && <Chip label={t('unreadMark')} color="primary" size="small" sx={{ height: 18, fontSize: 11 }} />}
                        <Box component="span" sx={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</Box>
                      </Box>
                    }
                    secondary={t('publishedBy', { publisher: n.publisher, time: n.publishedAt })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <NoticeDialog notice={reading} onClose={() => setReading(null)} />
    </Card>
  );
}
