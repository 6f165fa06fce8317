import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PolicyItem, PolicyVersion } from '@/lib/contracts/policy';
import { policyValueLines } from '@/lib/domain/policyText';
import { getPolicyList, policyKeys } from '@/lib/client/api/policy';
import QueryStatus from '@/components/ui/QueryStatus';
import PolicyVersionDialog from './PolicyVersionDialog';

/** A value as lines of text, one per part (a rule, a unit category). */
function ValueText({ policyKey, value }: { policyKey: string; value: unknown }) {
  const lang = useLocale() === 'en' ? 'en' : 'zh';
  return <>{policyValueLines(policyKey, value, lang).map((line, i) => <Box key={i} component="span" sx={{ display: 'block' }}>{line}</Box>)}</>;
}

function Versions({ policyKey, versions }: { policyKey: string; versions: PolicyVersion[] }) {
  const t = useTranslations('policy');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('validFrom')}</TableCell><TableCell>{t('value')}</TableCell><TableCell>{t('basis')}</TableCell><TableCell>{t('createdBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.id ?? 'default'}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.validFrom}</TableCell>
              <TableCell><ValueText policyKey={policyKey} value={v.value} /></TableCell>
              <TableCell>{v.basis}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.createdBy ? `${v.createdBy} ${v.createdAt}` : t('system')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** 政策参数: each policy value in force, the versions to come and the history; admin and rsj add a version. */
export default function PolicySetting() {
  const t = useTranslations('policy');
  const en = useLocale() === 'en';
  const client = useQueryClient();
  const query = useQuery({ queryKey: policyKeys.list(), queryFn: getPolicyList });
  const [editing, setEditing] = useState<PolicyItem | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t('hint')}</Typography>
      <QueryStatus query={query} />
      {query.data?.list.map((item) => (
        <Paper key={item.key} sx={{ p: 2 }} data-testid={`policy-${item.key}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>{en ? item.labelEn : item.label}</Typography>
            {item.upcoming.length > 0 && <Chip size="small" color="info" label={t('upcoming', { date: item.upcoming[0].validFrom })} />}
            <Button size="small" variant="outlined" onClick={() => setEditing(item)}>{t('add')}</Button>
          </Stack>
          <Typography variant="body2" component="div" sx={{ mb: 0.5 }}>{t('inForce')}<ValueText policyKey={item.key} value={item.current.value} /></Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('basisSince', { basis: item.current.basis, date: item.current.validFrom })}</Typography>
          {item.history.length > 0 && <Versions policyKey={item.key} versions={item.history} />}
        </Paper>
      ))}
      {editing && query.data && (
        <PolicyVersionDialog
          item={editing} today={query.data.today} onClose={() => setEditing(null)}
          onDone={() => { setEditing(null); void client.invalidateQueries({ queryKey: policyKeys.all }); }}
        />
      )}
    </Stack>
  );
}
