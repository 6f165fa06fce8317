import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PersonListItem } from '@/lib/contracts/person';
import { today } from '@/lib/domain/datetime';
import { arrivalIssues } from '@/lib/domain/recruit';
import { getPerson, personKeys } from '@/lib/client/api/person';
import { useArrive } from '@/lib/client/api/recruit';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';

interface Props {
  person: PersonListItem;
  onClose(): void;
}

type Field = 'arrivalDate' | 'workStartDate';

/** 办理报到: the arrival day (and the start of work, for a first job the same day) puts the person on duty. */
export default function ArrivalDialog({ person, onClose }: Props) {
  const t = useTranslations('recruit.arrival');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const client = useQueryClient();
  const arrive = useArrive();
  const detail = useQuery({ queryKey: personKeys.detail(person.id), queryFn: () => getPerson(person.id), staleTime: 0 });
  const [arrivalDate, setArrivalDate] = useState(today());
  const [workStart, setWorkStart] = useState<string | null>(null);
  const [server, setServer] = useState<{ field?: string; message: string } | null>(null);

  const p = detail.data;
  // Until arrival the unit entry is the approval day; a start of work before it is a former job's, kept.
  const workStartDate = workStart ?? (p && p.workStartDate < p.unitEntryDate ? p.workStartDate : arrivalDate);
  const issues = p ? arrivalIssues({ arrivalDate, workStartDate, birthDate: p.birthDate, approvedOn: p.unitEntryDate < today() ? p.unitEntryDate : today(), today: today() }) : [];
  const errorOf = (f: Field) => {
    const issue = issues.find((i) => i.field === f);
    if (issue) return locale === 'zh' ? issue.message : t(`errors.${f}`);
    return server?.field === f ? server.message : undefined;
  };

  const confirm = async () => {
    // The dates' mistakes already show on their fields.
    if (!p || issues.length) return;
    setServer(null);
    const answer = await arrive.mutateAsync({ personId: p.id, version: p.version, arrivalDate, workStartDate });
    if (answer.kind === 'done') {
      message.success(t('done', { name: p.name }));
      onClose();
    } else if (answer.kind === 'conflict') {
      message.warning(answer.message);
      void client.invalidateQueries({ queryKey: personKeys.all });
      onClose();
    } else {
      setServer({ field: answer.data.field as string | undefined, message: answer.message });
    }
  };

  return (
    <Dialog open onClose={arrive.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="arrival-title">
      <DialogTitle id="arrival-title">{t('dialogTitle', { name: person.name })}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <Skeleton variant="rounded" height={96} />}
        {detail.isError && <Alert severity="error">{t('failed')}</Alert>}
        {p && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="info" icon={false}>{t('explain')}</Alert>
            {server && !server.field && <Alert severity="error">{server.message}</Alert>}
            <TextField
              size="small" type="date" required label={t('arrivalDate')} value={arrivalDate} error={Boolean(errorOf('arrivalDate'))}
              helperText={errorOf('arrivalDate')} onChange={(e) => setArrivalDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'arrival-date' } }}
            />
            <TextField
              size="small" type="date" required label={t('workStartDate')} value={workStartDate} error={Boolean(errorOf('workStartDate'))}
              helperText={errorOf('workStartDate') ?? t('workStartHint')} onChange={(e) => setWorkStart(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'arrival-work-start' } }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={arrive.isPending}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={confirm} disabled={!p || arrive.isPending} data-testid="arrival-confirm">
          {t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
