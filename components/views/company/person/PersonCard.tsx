import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { PersonDetail } from '@/lib/contracts/person';
import { getPerson, personKeys } from '@/lib/client/api/person';
import { useCodeLists } from '@/components/ui/useCodeLists';
import HintLayer from '@/components/ui/HintLayer';
import { PERSON_CODE_LISTS } from './codeLists';
import PersonHistories from './PersonHistories';
import PersonStatusChip from './PersonStatusChip';
import MigratedChip from './MigratedChip';
import { CODE_LIST, DATE_FIELDS, FORM_GROUPS, formFromDetail, isShown, type FieldName } from './personForm';
import RecordStatusChip from './RecordStatusChip';
import RevealIdButton from './RevealIdButton';

interface Props {
  personId: number;
  onClose(): void;
  onEdit(person: PersonDetail): void;
  onFileChange(person: PersonDetail): void;
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ py: 0.75 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Box sx={{ wordBreak: 'break-all' }} data-testid={testId}>{children ?? '—'}</Box>
    </Grid>
  );
}

/** 人员信息卡: every field of §2.3 in its groups, the derived figures and the history sub-sets. */
export default function PersonCard({ personId, onClose, onEdit, onFileChange }: Props) {
  const t = useTranslations('person');
  const tp = useTranslations('policy');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { label } = useCodeLists(PERSON_CODE_LISTS);
  const [tab, setTab] = useState(0);
  const query = useQuery({ queryKey: personKeys.detail(personId), queryFn: () => getPerson(personId) });
  const p = query.data;
  const tUi = useTranslations('ui');
  const shown = p ? formFromDetail(p).values : null;

  const value = (f: FieldName): ReactNode => {
    if (!p) return null;
    if (f === 'idNumber') return <HintLayer><RevealIdButton personId={p.id} name={p.name} masked={p.idNumber} /></HintLayer>;
    if (f === 'dualPost') return t(p.dualPost ? 'card.yes' : 'card.no');
    if (f === 'nativePlace' || f === 'birthPlace') return (f === 'nativePlace' ? p.nativePlaceName : p.birthPlaceName) ?? p[f];
    const raw = p[f];
    if (CODE_LIST[f]) return raw ? label(CODE_LIST[f]!, raw as string) : null;
    return DATE_FIELDS.includes(f) || typeof raw === 'string' ? raw : null;
  };

  return (
    <Dialog open onClose={onClose} fullScreen={narrow} maxWidth="lg" fullWidth aria-labelledby="person-card-title" data-testid="person-card">
      <DialogTitle id="person-card-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <span>{p ? p.name : t('card.title')}</span>
        {p && <RecordStatusChip status={p.recordStatus} locked={Boolean(p.lockFilingId)} />}
        {p && <PersonStatusChip status={p.personStatus} label={label('personStatus', p.personStatus)} />}
        {p?.migrated && <MigratedChip mark={p.migrated} testId="card-migrated" />}
        {p?.lockFilingNo && <Typography variant="body2" color="text.secondary">{t('card.lockFiling', { filingNo: p.lockFilingNo })}</Typography>}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {query.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}><CircularProgress /></Box>}
        {query.isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => query.refetch()}>{tUi('retry')}</Button>}>
            {(query.error as { code?: number }).code === 404 ? t('card.notFound') : t('card.loadFailed')}
          </Alert>
        )}
        {p && (
          <>
            <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Tab label={t('card.basic')} data-testid="card-tab-basic" />
              <Tab label={t('card.histories')} data-testid="card-tab-histories" />
            </Tabs>
            {tab === 0 && (
              <Stack spacing={2}>
                {FORM_GROUPS.map(({ group, fields }) => (
                  <Box key={group} component="section">
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pl: 1, borderLeft: 3, borderColor: 'primary.main' }}>{t(`group.${group}`)}</Typography>
                    <Grid container columnSpacing={2}>
                      {group === 'work' && <Item label={t('field.unitName')}>{p.unitName}</Item>}
                      {fields.filter((f) => isShown(f, shown!)).map((f) => (
                        <Item key={f} label={t(`field.${f}`)} testId={`card-${f}`}>{value(f)}</Item>
                      ))}
                      {group === 'status' && p.reduceType && <Item label={t('field.reduceType')}>{label('reduceType', p.reduceType)}</Item>}
                      {group === 'status' && p.reduceDate && <Item label={t('field.reduceDate')}>{p.reduceDate}</Item>}
                    </Grid>
                  </Box>
                ))}
                <Box component="section">
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pl: 1, borderLeft: 3, borderColor: 'primary.main' }}>
                    {t('group.derived')} <Typography component="span" variant="caption" color="text.secondary">{t('card.derivedHint')}</Typography>
                  </Typography>
                  <Grid container columnSpacing={2}>
                    <Item label={t('field.age')} testId="card-age">{p.age}</Item>
                    <Item label={t('field.workYears')}>{p.workYears}</Item>
                    <Item label={t('field.retireDueDate')}>{p.retireDueDate}</Item>
                    {p.retireBaseOverride !== null && <Item label={tp('person.override')}>{tp('person.overrideValue', { age: p.retireBaseOverride })}</Item>}
                    {p.retireBaseOverride !== null && <Item label={tp('person.basis')}>{p.retireOverrideBasis}</Item>}
                    <Item label={t('field.updatedAt')}>{p.updatedAt}</Item>
                  </Grid>
                </Box>
              </Stack>
            )}
            {tab === 1 && <PersonHistories histories={p.histories} label={label} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {p?.allowedActions.includes('FILE_CHANGE') && <Button onClick={() => onFileChange(p)} data-testid="card-change-key">{t('action.changeKey')}</Button>}
        {p?.allowedActions.includes('EDIT') && <Button onClick={() => onEdit(p)} data-testid="card-edit">{t('action.edit')}</Button>}
        <Button variant="contained" onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
