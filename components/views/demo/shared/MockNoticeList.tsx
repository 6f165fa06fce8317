import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { getMockNotices, mockKeys } from '@/lib/client/api/mock';
import QueryState from './QueryState';
import SafeHtml from './SafeHtml';

/** The mock notices (/api/mock/notice/getList): each one's notice text, or its e-mail address. */
export default function MockNoticeList({ show = 'notice' }: { show?: 'notice' | 'email' }) {
  const { data, isPending, isError, refetch } = useQuery({ queryKey: mockKeys.notices(), queryFn: getMockNotices });
  return (
    <QueryState pending={isPending} failed={isError} empty={data?.list.length === 0} onRetry={() => refetch()}>
      <List dense disablePadding data-testid={`mock-${show}-list`}>
        {data?.list.map((n) => (
          <ListItem key={n.email} divider>
            <ListItemAvatar><Avatar src={n.image} alt="" sx={{ width: 36, height: 36 }} /></ListItemAvatar>
            <ListItemText primary={show === 'notice' ? <SafeHtml html={n.notice} /> : n.email} />
          </ListItem>
        ))}
      </List>
    </QueryState>
  );
}
