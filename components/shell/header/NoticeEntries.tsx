import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { NoticeItem } from '@/lib/contracts/notice';
import RemixIcon from '../RemixIcon';

interface Props {
  query: UseQueryResult<{ list: NoticeItem[] }>;
  kind: NoticeItem['kind'];
  onRead(notice: NoticeItem): void;
}

/** One tab of the notices popover: loading, failed, empty, or the latest messages with 45 px avatars. */
export default function NoticeEntries({ query, kind, onRead }: Props) {
  const t = useTranslations('shell.notice');
  if (query.isPending) {
    return <Box sx={{ p: 2 }} aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height={52} />)}</Box>;
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary" gutterBottom>{t('failed')}</Typography>
        <Button size="small" onClick={() => query.refetch()}>{t('retry')}</Button>
      </Box>
    );
  }
  if (!query.data.list.length) return <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{t('empty')}</Typography>;
  return (
    <List dense disablePadding data-testid="notice-list">
      {query.data.list.map((n) => (
        <ListItemButton key={n.id} divider onClick={() => onRead(n)} alignItems="flex-start">
          <ListItemAvatar sx={{ minWidth: 57 }}>
            <Avatar sx={{ width: 45, height: 45, bgcolor: n.read ? 'action.selected' : 'primary.main' }}>
              <RemixIcon name={kind === 'email' ? 'mail-line' : 'notification-3-line'} size={22} />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={n.title}
            secondary={t('from', { publisher: n.publisher, time: n.publishedAt })}
            slotProps={{
              primary: { sx: { fontWeight: n.read ? 400 : 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
              secondary: { noWrap: true },
            }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
