import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UnitAccountsPlanReport, UsernameRule } from '@/lib/contracts/unitAccounts';
import { createUnitAccounts, planUnitAccounts, type UnitAccountsRuleInput } from '@/lib/client/api/unitAccounts';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import UnitAccountsPlanTable from './UnitAccountsPlanTable';
import { PREFIX_MAX, unitAccountsErrors, type UnitAccountsForm } from './unitAccountsForm';

type Phase = 'idle' | 'checking' | 'checked' | 'creating';

/**
 * 批量创建单位账号: the username rule, a dry run listing each unit's new main account and the clashes, then the creation,
 * whose answer is the one-time list of initial passwords.
 */
export default function UnitAccountsDialog({ onClose }: { onClose(created: boolean): void }) {
  const t = useTranslations('setting.unitAccounts');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [rule, setRule] = useState<UsernameRule>('uscc');
  const [prefix, setPrefix] = useState('');
  const [digits, setDigits] = useState('4');
  const [start, setStart] = useState('1');
  const [phase, setPhase] = useState<Phase>('idle');
  const [report, setReport] = useState<UnitAccountsPlanReport | null>(null);
  const [failure, setFailure] = useState('');
  const [tried, setTried] = useState(false);
  const found: Partial<Record<keyof UnitAccountsForm, string>> = rule === 'prefix' ? unitAccountsErrors({ prefix, digits, start }) : {};
  const fieldError = (field: keyof UnitAccountsForm) => (tried && found[field] ? t(`errors.${found[field]}`) : undefined);

  const body = (): UnitAccountsRuleInput => (rule === 'uscc' ? { usernameRule: 'uscc', digits: 4, start: 1 }
    : { usernameRule: 'prefix', prefix: prefix.trim(), digits: Number(digits), start: Number(start) });
  const changed = (apply: () => void) => {
    apply();
    setReport(null);
    setPhase('idle');
  };

  async function dryRun() {
    setTried(true);
    if (Object.keys(found).length) return;
    setFailure('');
    setPhase('checking');
    try {
      const answer = await planUnitAccounts(body());
      if (answer.kind !== 'done') {
        setFailure(answer.message);
        return setPhase('idle');
      }
      setReport(answer.data);
      setPhase('checked');
    } catch (e) {
      setFailure((e as Error).message);
      setPhase('idle');
    }
  }

  async function create() {
    setFailure('');
    setPhase('creating');
    try {
      await createUnitAccounts(body());
      message.success(t('done', { count: report!.creatable }));
      onClose(true);
    } catch (e) {
      setFailure((e as Error).message);
      setReport(null);
      setPhase('idle');
    }
  }

  const busy = phase === 'checking' || phase === 'creating';
  return (
    <Dialog open onClose={busy ? undefined : () => onClose(false)} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="unit-accounts-title" data-testid="unit-accounts-dialog">
      <DialogTitle id="unit-accounts-title">{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('intro')}</Typography>
          <RadioGroup row value={rule} onChange={(e) => changed(() => setRule(e.target.value as UsernameRule))}>
            <FormControlLabel value="uscc" control={<Radio />} label={t('byUscc')} data-testid="unit-accounts-rule-uscc" />
            <FormControlLabel value="prefix" control={<Radio />} label={t('byPrefix')} data-testid="unit-accounts-rule-prefix" />
          </RadioGroup>
          {rule === 'prefix' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField size="small" label={t('prefix')} value={prefix} onChange={(e) => changed(() => setPrefix(e.target.value))}
                error={Boolean(fieldError('prefix'))} helperText={fieldError('prefix') ?? t('prefixHint')}
                slotProps={{ htmlInput: { maxLength: PREFIX_MAX, 'data-testid': 'unit-accounts-prefix' } }} />
              <TextField size="small" type="number" label={t('digits')} value={digits} onChange={(e) => changed(() => setDigits(e.target.value))}
                error={Boolean(fieldError('digits'))} helperText={fieldError('digits')}
                slotProps={{ htmlInput: { min: 2, max: 8, 'data-testid': 'unit-accounts-digits' } }} sx={{ width: 120 }} />
              <TextField size="small" type="number" label={t('start')} value={start} onChange={(e) => changed(() => setStart(e.target.value))}
                error={Boolean(fieldError('start'))} helperText={fieldError('start')}
                slotProps={{ htmlInput: { min: 0, 'data-testid': 'unit-accounts-start' } }} sx={{ width: 140 }} />
            </Stack>
          )}
          <div>
            <Button variant="outlined" onClick={dryRun} disabled={busy} data-testid="unit-accounts-dry-run">{t('dryRun')}</Button>
          </div>
          {busy && <LinearProgress />}
          {failure && <Alert severity="error" data-testid="unit-accounts-failure">{failure}</Alert>}
          {report && (
            <Alert severity={report.creatable ? 'info' : 'warning'} data-testid="unit-accounts-summary">
              {t('summary', { units: report.units.length, creatable: report.creatable, clashes: report.clashes })}
            </Alert>
          )}
          {report && report.units.length > 0 && <UnitAccountsPlanTable units={report.units} />}
          {report && report.creatable > 0 && <Alert severity="warning">{t('onceWarning')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy}>{t('close')}</Button>
        <RepeatClickButton variant="contained" disabled={busy || !report?.creatable} onClick={create} data-testid="unit-accounts-create">
          {phase === 'creating' ? t('creating') : t('create', { count: report?.creatable ?? 0 })}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
